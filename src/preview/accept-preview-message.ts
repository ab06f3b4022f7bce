/** The gate in front of preview mode: which `message` events are obeyed. No React. */
import { isPreviewMessage, previewContent, type PreviewContent } from './preview-message';
import { isAllowedOrigin } from './preview-origins';

/** The part of a MessageEvent the gate reads. */
export interface IncomingMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** The window receiving the message: its parent and its own origin. */
export interface ReceivingWindow {
  parent: unknown;
  location: { origin: string };
}

/**
 * The preview to show for a message, or undefined to ignore it. Obeyed only when all hold: the app runs in a frame
 * and the message comes from its parent window; the parent's origin is the app's own or an allowed one; the data
 * is a well-formed refreshFrame message.
 */
export function acceptPreviewMessage(event: IncomingMessage, self: ReceivingWindow, allowedOrigins: readonly string[]): PreviewContent | undefined {
  if (self.parent === self || !event.source || event.source !== self.parent) return undefined;
  if (!isAllowedOrigin(event.origin, self.location.origin, allowedOrigins)) return undefined;
  return isPreviewMessage(event.data) ? previewContent(event.data) : undefined;
}
