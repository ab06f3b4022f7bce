import type { FeatureTexts } from '../i18n/texts';

/** Texts of the shell's own pages (errors, not built, external, redirect, workbench, notifications, profile). */
export const pageTexts: FeatureTexts = {
  zh: {
    notFound: { title: '404', subtitle: '抱歉，您访问的页面不存在。', home: '返回首页' },
    unauthorized: { title: '401', subtitle: '抱歉，您没有权限访问此页面。', home: '返回首页', relogin: '重新登录' },
    notBuilt: {
      title: '「{{title}}」页面尚未构建',
      subtitle: '路由 {{path}} 已在菜单中登记，但此页面的功能还没有实现。这不是演示页面，也没有假数据。',
      back: '返回工作台',
    },
    schemaFailed: { title: '「{{title}}」页面无法加载', subtitle: '未能从服务器取得此页面的定义：{{message}}', retry: '重试' },
    external: {
      title: '「{{title}}」是外部工具',
      notConfigured: '此安装未配置该工具的地址（{{path}}）。请联系管理员。',
      open: '在新窗口打开',
    },
    redirecting: '正在刷新…',
    authRedirect: '正在登录…',
  },
  en: {
    notFound: { title: '404', subtitle: 'Sorry, the page you visited does not exist.', home: 'Back home' },
    unauthorized: { title: '401', subtitle: 'Sorry, you are not allowed to open this page.', home: 'Back home', relogin: 'Log in again' },
    notBuilt: {
      title: '"{{title}}" is not built yet',
      subtitle: 'The route {{path}} is in the menu, but this page has not been implemented yet. It is not a demo and shows no made-up data.',
      back: 'Back to the workbench',
    },
    schemaFailed: { title: '"{{title}}" could not be loaded', subtitle: 'The definition of this page could not be fetched from the server: {{message}}', retry: 'Try again' },
    external: {
      title: '"{{title}}" is an external tool',
      notConfigured: 'This installation has no address configured for it ({{path}}). Ask your administrator.',
      open: 'Open in a new window',
    },
    redirecting: 'Refreshing…',
    authRedirect: 'Signing in…',
  },
};
