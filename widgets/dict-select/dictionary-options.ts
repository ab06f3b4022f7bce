/** Dictionary options live in the engine (the editable grid reads them too); the widgets' names stay. */
export * from '../../engine/data/dictionary-options';
