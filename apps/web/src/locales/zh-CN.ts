import type { Catalogue } from './en';

/** The Chinese catalogue; wording follows the specification's Chinese text where it gives one. */
export const zhCN: Catalogue = {
  app: {
    name: 'Lampsheet',
    tagline: '泛光照明设计的灯具选型与灯具参数表工具',
    loading: '加载中…',
    notFound: '页面不存在。',
    backHome: '返回项目列表',
    routeError: '显示此页面时出错。',
    reload: '重新加载',
  },
  language: {
    label: '语言',
    en: 'English',
    'zh-CN': '中文',
  },
  nav: {
    projects: '项目',
    logout: '退出登录',
    user: '当前用户：{{name}}',
  },
  auth: {
    title: '登录',
    username: '用户名',
    password: '密码',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    submit: '登录',
    demoHint: '演示账号：demo / demo1234，demo2 / demo1234，admin / admin1234',
    loggedOut: '已退出登录',
    sessionExpired: '登录已失效，请重新登录',
  },
  projects: {
    title: '项目',
    create: '新建项目',
    createTitle: '新建项目',
    itemName: '项目名称',
    itemNameRequired: '请输入项目名称',
    description: '描述',
    createdBy: '创建人',
    createDate: '创建时间',
    updateDate: '更新时间',
    actions: '操作',
    lampParams: '灯具参数',
    selection: '灯具选型',
    empty: '暂无项目，请新建第一个项目。',
    created: '项目“{{name}}”已创建',
    total: '共 {{count}} 个项目',
    cancel: '取消',
    ok: '创建',
  },
  errors: {
    network: '无法连接服务器，请检查网络后重试。',
    unknown: '请求失败（{{status}}）。',
    unauthorized: '请重新登录。',
  },
};
