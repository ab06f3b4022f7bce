/** Spec 01 §2, §9: UI sizes, theme colour and the settings panel's toggles. */
export type UiSize = 'default' | 'medium' | 'small' | 'mini';
export const UI_SIZES: UiSize[] = ['default', 'medium', 'small', 'mini'];
export const DEFAULT_SIZE: UiSize = 'small';
export const DEFAULT_THEME_COLOR = '#1890ff';
export const THEME_PRESETS = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959CD', '#f5222d', '#fa541c', '#faad14', '#722ed1', '#eb2f96'];
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;

export interface LayoutSettings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = { themeColor: DEFAULT_THEME_COLOR, tagsView: true, fixedHeader: false, sidebarLogo: true };

/** antd's three control sizes for the spec's four; mini is small drawn compact. */
export function antdSize(size: UiSize): { componentSize: 'large' | 'middle' | 'small'; compact: boolean } {
  switch (size) {
    case 'default':
      return { componentSize: 'large', compact: false };
    case 'medium':
      return { componentSize: 'middle', compact: false };
    case 'small':
      return { componentSize: 'small', compact: false };
    default:
      return { componentSize: 'small', compact: true };
  }
}

export function parseSize(value: string | undefined): UiSize {
  return (UI_SIZES as string[]).includes(value ?? '') ? (value as UiSize) : DEFAULT_SIZE;
}

/** Settings from storage, each unknown or malformed value replaced by its default. */
export function parseSettings(raw: string | null): LayoutSettings {
  try {
    const parsed = JSON.parse(raw ?? '{}') as Partial<LayoutSettings>;
    return {
      themeColor: typeof parsed.themeColor === 'string' && /^#[0-9a-fA-F]{6}$/.test(parsed.themeColor) ? parsed.themeColor : DEFAULT_SETTINGS.themeColor,
      tagsView: typeof parsed.tagsView === 'boolean' ? parsed.tagsView : DEFAULT_SETTINGS.tagsView,
      fixedHeader: typeof parsed.fixedHeader === 'boolean' ? parsed.fixedHeader : DEFAULT_SETTINGS.fixedHeader,
      sidebarLogo: typeof parsed.sidebarLogo === 'boolean' ? parsed.sidebarLogo : DEFAULT_SETTINGS.sidebarLogo,
    };
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}
