import type { FeatureTexts } from '../i18n/texts';

/**
 * Texts of the reminders and of the pages built on them: the top-bar dropdown, the workbench, my notifications and
 * the warehouse-system link (namespace `reminders`: `t('reminders.category.problem')`).
 */
export const reminderTexts: FeatureTexts = {
  zh: {
    bell: '待办提醒',
    bellWithCount: '待办提醒：{{count}} 条',
    empty: '暂无待办提醒',
    category: { notifications: '新通知', problem: '问题件', registration: '注册信息', invite: '业务邀请', workOrder: '客服工单', orderConfirm: '订单确认' },
    workbench: {
      greeting: { morning: '早上好，{{name}}', afternoon: '下午好，{{name}}', evening: '晚上好，{{name}}' },
      tenant: '租户',
      site: '站点',
      noSite: '未分配站点',
      reminders: '待办提醒',
      figures: '我的数据',
      noReminders: '当前没有可查看的待办类别',
      nothingToDo: '暂无待办',
      open: '去处理',
      recent: '最近访问',
      noRecent: '还没有访问过其他页面，从左侧菜单开始吧',
      openTab: '已打开',
    },
    notifications: {
      title: '我的通知',
      columns: { title: '标题', type: '类型', priority: '优先级', publisher: '发布人', startTime: '开始时间', endTime: '结束时间' },
      noEnd: '长期有效',
      empty: '暂无通知',
      total: '共 {{total}} 条',
      detail: '通知详情',
      emptyContent: '（无正文）',
    },
    warehouse: {
      launchTitle: '「{{title}}」在仓储系统中打开',
      launchSubtitle: '此页面属于仓储系统（WMS），会在新窗口中打开。若窗口被浏览器拦截，请允许本站弹出窗口后再试。',
      open: '打开仓储系统',
      opening: '正在打开仓储系统…',
      popupBlocked: '浏览器拦截了新窗口：请允许本站弹出窗口后重试',
      pickTitle: '选择仓库',
    },
  },
  en: {
    bell: 'Reminders',
    bellWithCount: 'Reminders: {{count}}',
    empty: 'No reminders',
    category: { notifications: 'New notifications', problem: 'Problem items', registration: 'Registration info', invite: 'Business invites', workOrder: 'Service work orders', orderConfirm: 'Order confirmation' },
    workbench: {
      greeting: { morning: 'Good morning, {{name}}', afternoon: 'Good afternoon, {{name}}', evening: 'Good evening, {{name}}' },
      tenant: 'Tenant',
      site: 'Site',
      noSite: 'No site assigned',
      reminders: 'Reminders',
      figures: 'My figures',
      noReminders: 'No reminder category is available to you',
      nothingToDo: 'Nothing to do',
      open: 'Open',
      recent: 'Recent pages',
      noRecent: 'No other page visited yet: start from the menu on the left',
      openTab: 'Open',
    },
    notifications: {
      title: 'My notifications',
      columns: { title: 'Title', type: 'Type', priority: 'Priority', publisher: 'Publisher', startTime: 'Start time', endTime: 'End time' },
      noEnd: 'No end',
      empty: 'No notifications',
      total: '{{total}} in all',
      detail: 'Notification',
      emptyContent: '(no text)',
    },
    warehouse: {
      launchTitle: '"{{title}}" opens in the warehouse system',
      launchSubtitle: 'This page belongs to the warehouse system (WMS) and opens in a new window. If the browser blocks the window, allow pop-ups for this site and try again.',
      open: 'Open the warehouse system',
      opening: 'Opening the warehouse system…',
      popupBlocked: 'The browser blocked the new window: allow pop-ups for this site and try again',
      pickTitle: 'Choose a warehouse',
    },
  },
};
