import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { mockApi, renderApp } from '@/testing/test-utils';
import { editorApi } from '../testing/fixtures';
import { Editor } from './editor';

/** Every aria-label on the page with an English word in it. */
const englishLabels = () =>
  [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!).filter((label) => /[A-Za-z]{3,}/.test(label));

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('the editor read by a screen reader in 中文', () => {
  it('names antd’s own controls in Chinese: no English aria-label left on the form', async () => {
    await act(() => changeLanguage('zh-CN'));
    mockApi(editorApi());
    window.localStorage.setItem('lampsheet.token', 'test-token');
    const url = '/custom?id=1&pid=1&gd=g&jduhh=j';
    renderApp(<Editor projectId={1} query={new URL(url, 'http://x').searchParams} passThrough={{ gd: 'g', jduhh: 'j' }} />, { route: url, path: '/custom' });
    await screen.findByText('Bund facade');
    // the number inputs' step buttons were "Increase Value" / "Decrease Value"
    await waitFor(() => expect(screen.getAllByRole('button', { name: '增大数值', hidden: true }).length).toBeGreaterThan(0));
    expect(screen.getAllByRole('button', { name: '减小数值', hidden: true }).length).toBeGreaterThan(0);
    await waitFor(() => expect(englishLabels()).toEqual([]));

    // and back in English when the language is switched
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Increase value', hidden: true }).length).toBeGreaterThan(0));
  }, 60_000);
});
