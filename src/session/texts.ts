import type { FeatureTexts } from '../i18n/texts';

/** Spec 01 §8 messages of the session, exactly as the spec writes them. */
export const sessionTexts: FeatureTexts = {
  zh: {
    idleLogout: '长时间无操作，退出登录。',
    verifyFailed: '验证失败，请重新登录。',
    rolesMissing: '角色必须为非null数组！',
    locked: '连续5次输入错误，账号已锁定，请半小时后再试',
    loginExpired: '登录已过期，请重新登录',
    reloginTitle: '确认登出',
    reloginContent: '{{message}}。您可以取消继续留在该页面，或者重新登录',
    relogin: '重新登录',
  },
  en: {
    idleLogout: '长时间无操作，退出登录。',
    verifyFailed: '验证失败，请重新登录。',
    rolesMissing: '角色必须为非null数组！',
    locked: 'Account locked after 5 consecutive errors: try again in half an hour',
    loginExpired: 'Your login has expired: please log in again',
    reloginTitle: 'Log out?',
    reloginContent: '{{message}}. You can cancel to stay on this page, or log in again',
    relogin: 'Log in again',
  },
};
