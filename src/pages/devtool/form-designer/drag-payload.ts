/**
 * What is being dragged on the designer (native HTML5 drag and drop): a palette item, a card of the view, or a field
 * the view leaves out. Kept in memory while the drag lasts (a dragover cannot read the data transfer) and written to
 * the data transfer too, so the browser treats it as a real drag.
 */
import type { ViewPlace } from './designer-state';

export type DragPayload =
  | { kind: 'palette'; componentName: string }
  | { kind: 'card'; name: string; index: number; place: ViewPlace }
  | { kind: 'hidden'; name: string };

const MIME = 'application/x-clearway-designer';
let current: DragPayload | undefined;

/** Starts a drag of `payload`. */
export function startDrag(event: { dataTransfer: DataTransfer | null }, payload: DragPayload): void {
  current = payload;
  if (!event.dataTransfer) return;
  event.dataTransfer.effectAllowed = payload.kind === 'card' ? 'move' : 'copy';
  event.dataTransfer.setData(MIME, JSON.stringify(payload));
  // Some browsers start a drag only with a plain-text item.
  event.dataTransfer.setData('text/plain', payload.kind === 'palette' ? payload.componentName : payload.name);
}

/** The payload of the drag under way (from memory, else from the data transfer on drop). */
export function dragged(event?: { dataTransfer: DataTransfer | null }): DragPayload | undefined {
  if (current) return current;
  const text = event?.dataTransfer?.getData(MIME);
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DragPayload;
  } catch {
    return undefined;
  }
}

/** Ends the drag (dragend or drop). */
export function endDrag(): void {
  current = undefined;
}
