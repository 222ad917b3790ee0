import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { loginEn, type LoginTexts } from '@/locales/login-en';
import { loginZhCN } from '@/locales/login-zh-CN';
import { safeRedirect, setToken, takeLoginNotice, type LoginNotice } from '@/lib/auth-token';

/**
 * The log-in page, a page of its own (`login.html`, decision 011): React and this form only —
 * no router, query cache, i18n library or antd — drawn like the app's antd theme from
 * `login.css`. On success it stores the token and opens the app where the visitor was going.
 * The ids (`form#login`, `login_username`, `login_password`) are the ones the app's form had.
 */

export type LoginLanguage = 'en' | 'zh-CN';
const LANGUAGES: readonly LoginLanguage[] = ['zh-CN', 'en'];
const TEXTS: Record<LoginLanguage, LoginTexts> = { en: loginEn, 'zh-CN': loginZhCN };
/** The app's key for the remembered language (lib/i18n.ts). */
export const LANGUAGE_STORAGE_KEY = 'lampsheet.lang';

/** The remembered choice if any, else the browser's language (as the app decides it). */
export function startLanguage(): LoginLanguage {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage disabled: the browser's language
  }
  if (stored === 'en' || stored === 'zh-CN') return stored;
  return navigator.language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

type Field = 'username' | 'password';

interface LoginPageProps {
  /** Opens the app at a same-site path once logged in (a full page load). */
  open: (path: string) => void;
}

export function LoginPage({ open }: LoginPageProps) {
  const [language, setLanguage] = useState<LoginLanguage>(startLanguage);
  const [notice] = useState<LoginNotice | null>(takeLoginNotice);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const t = TEXTS[language];

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = `${t.auth.title} · ${t.app.name}`;
  }, [language, t]);

  const chooseLanguage = (next: LoginLanguage) => {
    setLanguage(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // switched, not remembered
    }
  };

  const errors: Partial<Record<Field, string>> = {};
  if (!values.username.trim()) errors.username = t.auth.usernameRequired;
  if (!values.password) errors.password = t.auth.passwordRequired;
  const shown = checked ? errors : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (errors.username || errors.password || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify({ username: values.username.trim(), password: values.password }),
        credentials: 'same-origin',
      });
      const answer = (await response.json().catch(() => null)) as { success?: boolean; message?: string; data?: { token?: string } } | null;
      if (response.ok && answer?.success && answer.data?.token) {
        setToken(answer.data.token);
        open(safeRedirect(new URLSearchParams(window.location.search).get('redirect')));
        return;
      }
      setFailure(answer?.message || t.errors.unknown.replace('{{status}}', String(response.status)));
    } catch {
      setFailure(t.errors.network);
    }
    setBusy(false);
  };

  const bind = (field: Field) => ({
    id: `login_${field}`,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    'aria-invalid': shown[field] ? true : undefined,
    'aria-describedby': shown[field] ? `login_${field}_help` : undefined,
  });

  return (
    <div className="lg-page">
      <div className="lg-lang" role="radiogroup" aria-label={t.language.label}>
        {LANGUAGES.map((lng) => (
          <button key={lng} type="button" role="radio" aria-checked={lng === language} onClick={() => chooseLanguage(lng)}>
            {t.language[lng]}
          </button>
        ))}
      </div>
      <main className="lg-card">
        <h1>
          <span aria-hidden className="lg-dot">
            ●
          </span>
          {t.app.name}
        </h1>
        <p className="lg-secondary lg-tagline">{t.app.tagline}</p>
        <h2>{t.auth.title}</h2>
        {notice && (
          <p role="status" className="lg-notice">
            {t.auth[notice]}
          </p>
        )}
        <form id="login" noValidate onSubmit={(e) => void submit(e)}>
          <FormField id="login_username" label={t.auth.username} error={shown.username}>
            <span className={`lg-input${shown.username ? ' lg-invalid' : ''}`}>
              <Icon d={USER} />
              <input {...bind('username')} autoComplete="username" autoFocus />
            </span>
          </FormField>
          <FormField id="login_password" label={t.auth.password} error={shown.password}>
            <span className={`lg-input${shown.password ? ' lg-invalid' : ''}`}>
              <Icon d={LOCK} />
              <input {...bind('password')} type={visible ? 'text' : 'password'} autoComplete="current-password" />
              <button type="button" className="lg-eye" aria-label={visible ? t.auth.hidePassword : t.auth.showPassword} onClick={() => setVisible((v) => !v)}>
                <Icon d={visible ? EYE : EYE_CLOSED} />
              </button>
            </span>
          </FormField>
          {failure && (
            <p role="alert" className="lg-failure">
              {failure}
            </p>
          )}
          <button type="submit" className="lg-submit" disabled={busy} aria-busy={busy || undefined}>
            {busy && <span aria-hidden className="lg-spin" />}
            {t.auth.submit}
          </button>
        </form>
        <p className="lg-secondary lg-hint">{t.auth.demoHint}</p>
      </main>
    </div>
  );
}

/** A label above its field and the field's message under it, spaced as antd's vertical form. */
function FormField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'lg-field lg-field-error' : 'lg-field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div id={`${id}_help`} role="alert" className="lg-help">
          {error}
        </div>
      )}
    </div>
  );
}

// antd's outlined icons (@ant-design/icons-svg), drawn inline: four paths instead of the icon library
const USER =
  'M858.5 763.6a374 374 0 00-80.6-119.5 375.63 375.63 0 00-119.5-80.6c-.4-.2-.8-.3-1.2-.5C719.5 518 760 444.7 760 362c0-137-111-248-248-248S264 225 264 362c0 82.7 40.5 156 102.8 201.1-.4.2-.8.3-1.2.5-44.8 18.9-85 46-119.5 80.6a375.63 375.63 0 00-80.6 119.5A371.7 371.7 0 00136 901.8a8 8 0 008 8.2h60c4.4 0 7.9-3.5 8-7.8 2-77.2 33-149.5 87.8-204.3 56.7-56.7 132-87.9 212.2-87.9s155.5 31.2 212.2 87.9C779 752.7 810 825 812 902.2c.1 4.4 3.6 7.8 8 7.8h60a8 8 0 008-8.2c-1-47.8-10.9-94.3-29.5-138.2zM512 534c-45.9 0-89.1-17.9-121.6-50.4S340 407.9 340 362c0-45.9 17.9-89.1 50.4-121.6S466.1 190 512 190s89.1 17.9 121.6 50.4S684 316.1 684 362c0 45.9-17.9 89.1-50.4 121.6S557.9 534 512 534z';
const LOCK =
  'M832 464h-68V240c0-70.7-57.3-128-128-128H388c-70.7 0-128 57.3-128 128v224h-68c-17.7 0-32 14.3-32 32v384c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V496c0-17.7-14.3-32-32-32zM332 240c0-30.9 25.1-56 56-56h248c30.9 0 56 25.1 56 56v224H332V240zm460 600H232V536h560v304zM484 701v53c0 4.4 3.6 8 8 8h40c4.4 0 8-3.6 8-8v-53a48.01 48.01 0 10-56 0z';
const EYE =
  'M942.2 486.2C847.4 286.5 704.1 186 512 186c-192.2 0-335.4 100.5-430.2 300.3a60.3 60.3 0 000 51.5C176.6 737.5 319.9 838 512 838c192.2 0 335.4-100.5 430.2-300.3 7.7-16.2 7.7-35 0-51.5zM512 766c-161.3 0-279.4-81.8-362.7-254C232.6 339.8 350.7 258 512 258c161.3 0 279.4 81.8 362.7 254C791.5 684.2 673.4 766 512 766zm-4-430c-97.2 0-176 78.8-176 176s78.8 176 176 176 176-78.8 176-176-78.8-176-176-176zm0 288c-61.9 0-112-50.1-112-112s50.1-112 112-112 112 50.1 112 112-50.1 112-112 112z';
const EYE_CLOSED =
  'M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512zM508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z';

function Icon({ d }: { d: string }) {
  return (
    <svg className="lg-icon" viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
      <path d={d} />
    </svg>
  );
}
