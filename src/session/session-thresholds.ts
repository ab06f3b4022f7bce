import { IDLE_LIMIT_MS } from '../../engine/session/idle-timer';
import { TOKEN_AGE_LIMIT_MS } from '../../engine/session/token-age';
import { local } from '../../engine/data/browser-storage';

const OVERRIDE_KEY = 'clearway.thresholds';

export interface SessionThresholds {
  idleLimitMs: number;
  tokenAgeLimitMs: number;
  reminderPollMs: number;
  /** How often the bell asks for new notifications (it asks too when the window comes back into focus). */
  notificationPollMs: number;
}

/**
 * The session's timings (spec 01 §4, §9). End-to-end tests shorten them through local storage
 * (`clearway.thresholds`, JSON) so idle logout and token refresh can be seen in seconds.
 */
export function sessionThresholds(): SessionThresholds {
  const defaults: SessionThresholds = { idleLimitMs: IDLE_LIMIT_MS, tokenAgeLimitMs: TOKEN_AGE_LIMIT_MS, reminderPollMs: 180_000, notificationPollMs: 60_000 };
  try {
    const raw = local.getItem(OVERRIDE_KEY);
    if (!raw) return defaults;
    const parsed = JSON.parse(raw) as Partial<SessionThresholds>;
    return {
      idleLimitMs: positive(parsed.idleLimitMs) ?? defaults.idleLimitMs,
      tokenAgeLimitMs: positive(parsed.tokenAgeLimitMs) ?? defaults.tokenAgeLimitMs,
      reminderPollMs: positive(parsed.reminderPollMs) ?? defaults.reminderPollMs,
      notificationPollMs: positive(parsed.notificationPollMs) ?? defaults.notificationPollMs,
    };
  } catch {
    return defaults;
  }
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && value > 0 ? value : undefined;
}
