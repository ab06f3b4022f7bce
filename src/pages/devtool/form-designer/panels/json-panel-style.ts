/** The JSON editor's default height in pixels (the placeholder takes the same, so nothing jumps when it loads). */
export const JSON_PANEL_HEIGHT = 360;
