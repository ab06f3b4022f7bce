/** The dictionary cache lives in the engine (the editable grid reads it too); the widgets' names stay. */
export * from '../../engine/data/dictionary-cache';
