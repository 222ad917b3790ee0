/**
 * The log-in page's texts in English: the page is a script of its own (login.html, decision 011)
 * that loads these and the Chinese ones, not the whole catalogue; `en.ts` takes them over, so
 * every text still has one home.
 */
export const loginEn = {
  app: {
    name: 'Lampsheet',
    tagline: 'Fixture selection and lamp parameter sheets for facade lighting design',
  },
  language: {
    label: 'Language',
    en: 'English',
    'zh-CN': '中文',
  },
  auth: {
    title: 'Log in',
    username: 'User name',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    usernameRequired: 'Please enter your user name',
    passwordRequired: 'Please enter your password',
    submit: 'Log in',
    demoHint: 'Demo accounts: demo / demo1234, demo2 / demo1234, admin / admin1234',
    loggedOut: 'You have logged out',
    sessionExpired: 'Your session has ended, please log in again',
  },
  errors: {
    network: 'The server cannot be reached. Check your connection and try again.',
    unknown: 'The request failed ({{status}}).',
  },
};

export type LoginTexts = typeof loginEn;
