import type { CSSProperties } from 'react';

/** A tag shrinks to its cell and ends in an ellipsis instead of running into the next column (lists, details). */
export const TAG_STYLE: CSSProperties = { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'middle', marginInlineEnd: 0 };
