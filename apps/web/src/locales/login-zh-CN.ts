import type { LoginTexts } from './login-en';

/** The log-in page's texts in Chinese (see login-en.ts); `zh-CN.ts` takes them over. */
export const loginZhCN: LoginTexts = {
  app: {
    name: 'Lampsheet',
    tagline: '泛光照明设计的灯具选型与灯具参数表工具',
  },
  language: {
    label: '语言',
    en: 'English',
    'zh-CN': '中文',
  },
  auth: {
    title: '登录',
    username: '用户名',
    password: '密码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    submit: '登录',
    demoHint: '演示账号：demo / demo1234，demo2 / demo1234，admin / admin1234',
    loggedOut: '已退出登录',
    sessionExpired: '登录已失效，请重新登录',
  },
  errors: {
    network: '无法连接服务器，请检查网络后重试。',
    unknown: '请求失败（{{status}}）。',
  },
};
