import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Empty } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from 'react-i18next';
import { initialLanguage, LANGUAGE_STORAGE_KEY, languageFromNavigator } from '@/lib/i18n';
import { renderApp } from '@/testing/test-utils';
import { LanguageSwitch } from './language-switch';

function Probe() {
  const { t } = useTranslation();
  return (
    <>
      <LanguageSwitch />
      <h1>{t('auth.title')}</h1>
      {/* antd's own text: follows ConfigProvider's locale */}
      <Empty />
    </>
  );
}

describe('language', () => {
  it('switches the texts and antd locale, and remembers the choice', async () => {
    renderApp(<Probe />);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();

    await userEvent.click(screen.getByText('中文'));
    expect(await screen.findByRole('heading', { name: '登录' })).toBeInTheDocument();
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');

    await userEvent.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('follows the browser on a first visit: any Chinese → zh-CN, anything else → en', () => {
    expect(languageFromNavigator('zh')).toBe('zh-CN');
    expect(languageFromNavigator('zh-TW')).toBe('zh-CN');
    expect(languageFromNavigator('ZH-cn')).toBe('zh-CN');
    expect(languageFromNavigator('de-DE')).toBe('en');
    expect(languageFromNavigator('en-US')).toBe('en');
    expect(languageFromNavigator(undefined)).toBe('en');
  });

  it('prefers the remembered choice over the browser language', () => {
    const spy = vi.spyOn(navigator, 'language', 'get');
    spy.mockReturnValue('fr-FR');
    expect(initialLanguage()).toBe('en');
    spy.mockReturnValue('zh-CN');
    expect(initialLanguage()).toBe('zh-CN');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(initialLanguage()).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(initialLanguage()).toBe('zh-CN');
  });
});
