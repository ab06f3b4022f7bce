import type { FeatureTexts } from '../i18n/texts';

/** Texts of the layout: top bar, tags view, settings panel. */
export const layoutTexts: FeatureTexts = {
  zh: {
    collapseSidebar: '收起侧边栏',
    expandSidebar: '展开侧边栏',
    breadcrumb: '面包屑',
    exportTasks: '导出任务',
    language: '语言',
    size: { label: '布局大小', default: '默认', medium: '中等', small: '小型', mini: '迷你', switched: '切换布局成功' },
    tags: { label: '已打开的页面', refresh: '刷新', close: '关闭', closeOthers: '关闭其他', closeAll: '关闭所有', actions: '标签操作' },
    settings: { title: '系统布局配置', themeColor: '主题色', tagsView: '开启 Tags-View', fixedHeader: '固定 Header', sidebarLogo: '侧边栏 Logo' },
  },
  en: {
    collapseSidebar: 'Collapse the sidebar',
    expandSidebar: 'Expand the sidebar',
    breadcrumb: 'Breadcrumb',
    exportTasks: 'Export tasks',
    language: 'Language',
    size: { label: 'Layout size', default: 'Default', medium: 'Medium', small: 'Small', mini: 'Mini', switched: '切换布局成功' },
    tags: { label: 'Open pages', refresh: 'Refresh', close: 'Close', closeOthers: 'Close others', closeAll: 'Close all', actions: 'Tab actions' },
    settings: { title: 'Page style settings', themeColor: 'Theme colour', tagsView: 'Tags view', fixedHeader: 'Fixed header', sidebarLogo: 'Sidebar logo' },
  },
};
