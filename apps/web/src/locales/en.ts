/**
 * The English catalogue: every text the user sees. The Chinese catalogue must have the same
 * shape (checked by the type of `zhCN`). Wording follows the specification's English text.
 */
export const en = {
  app: {
    name: 'Lampsheet',
    tagline: 'Fixture selection and lamp parameter sheets for facade lighting design',
    loading: 'Loading…',
    notFound: 'This page does not exist.',
    backHome: 'Back to projects',
    routeError: 'Something went wrong while showing this page.',
    reload: 'Reload',
  },
  language: {
    label: 'Language',
    en: 'English',
    'zh-CN': '中文',
  },
  nav: {
    projects: 'Projects',
    logout: 'Log out',
    user: 'Signed in as {{name}}',
  },
  auth: {
    title: 'Log in',
    username: 'User name',
    password: 'Password',
    usernameRequired: 'Please enter your user name',
    passwordRequired: 'Please enter your password',
    submit: 'Log in',
    demoHint: 'Demo accounts: demo / demo1234, demo2 / demo1234, admin / admin1234',
    loggedOut: 'You have logged out',
    sessionExpired: 'Your session has ended, please log in again',
  },
  projects: {
    title: 'Projects',
    create: 'New project',
    createTitle: 'New project',
    itemName: 'Project name',
    itemNameRequired: 'Please enter a project name',
    description: 'Description',
    createdBy: 'Created by',
    createDate: 'Created',
    updateDate: 'Updated',
    actions: 'Actions',
    lampParams: 'Lamp parameters',
    selection: 'Fixture selection',
    empty: 'No projects yet. Create the first one.',
    created: 'Project “{{name}}” created',
    total: '{{count}} projects',
    cancel: 'Cancel',
    ok: 'Create',
  },
  errors: {
    network: 'The server cannot be reached. Check your connection and try again.',
    unknown: 'The request failed ({{status}}).',
    unauthorized: 'Please log in again.',
  },
} as const;

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
/** The shape every catalogue has. */
export type Catalogue = Widen<typeof en>;
