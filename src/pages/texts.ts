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
      notConfiguredTitle: '「{{title}}」尚未配置地址',
      notConfigured: '此安装没有为 {{path}} 配置要显示的地址。请运维人员在服务器环境变量 {{variable}} 中填写其地址（如 https://monitor.example.com），重启服务后即可在此页面内查看；详见运维文档 docs/operations.md 的「监控页面」一节。',
      failed: '无法取得「{{title}}」的地址：{{message}}',
      retry: '重试',
      reload: '刷新',
      open: '在新窗口打开',
      address: '地址',
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
      notConfiguredTitle: 'No address is configured for "{{title}}"',
      notConfigured: 'This installation has no address to show on {{path}}. Whoever runs the server sets it in the environment variable {{variable}} (e.g. https://monitor.example.com) and restarts it; the page then shows the tool here. See "Monitor pages" in docs/operations.md.',
      failed: 'The address of "{{title}}" could not be fetched: {{message}}',
      retry: 'Try again',
      reload: 'Reload',
      open: 'Open in a new window',
      address: 'Address',
    },
    redirecting: 'Refreshing…',
    authRedirect: 'Signing in…',
  },
};
