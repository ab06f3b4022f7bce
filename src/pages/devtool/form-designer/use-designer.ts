/**
 * The designer page's controller (STYLE.md habit 1: data, loading, the URL; no JSX): the design and its reducer,
 * the schema chosen (`?schema=`), the target, the development-mode setting, the schemas the person may open, and
 * loading a design — an override's merged schema over its base, or the base file (docs/domain/devtool.md).
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { currentUserAtom } from '../../../session/session-atoms';
import { useSchemaIndex } from '../../schema/schema-index';
import { readDesignerDraft } from '../code-generator/designer-draft';
import { devtoolApi } from '../devtool-api';
import { DESIGN_VIEWS, type DesignJson, type DesignView } from './design-schema';
import { designReducer, emptyDesign, isDirty } from './designer-state';
import type { DesignTarget } from './panels/panel-props';

export type BottomTab = 'json' | 'preview' | 'tracer' | 'history';
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

const asView = (value: string | null): DesignView => (DESIGN_VIEWS.includes(value as DesignView) ? (value as DesignView) : 'form');

export function useDesigner() {
  const [params, setParams] = useSearchParams();
  const schemaId = params.get('schema') || undefined;
  const draftWanted = params.get('draft') === '1';
  const user = useAtomValue(currentUserAtom);
  const index = useSchemaIndex(user ? `${user.tenantCode}/${user.id}` : '');
  const [devMode, setDevMode] = useState(false);
  const [target, setTargetState] = useState<DesignTarget>(schemaId ? 'override' : 'base');
  const [state, dispatch] = useReducer(designReducer, undefined, () => ({ ...emptyDesign(target), view: asView(params.get('view')) }));
  const [status, setStatus] = useState<LoadStatus>(schemaId ? 'loading' : 'ready');
  const [tab, setTab] = useState<BottomTab>(params.get('panel') === 'history' ? 'history' : 'json');
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    devtoolApi.settings().then((settings) => live && setDevMode(settings.devMode), () => undefined);
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    if (!schemaId) {
      // A new entity: empty, or the draft the reverse generator handed over (`?draft=1`).
      const draft = draftWanted ? readDesignerDraft() : undefined;
      const edited = draft?.status === 'ready' ? (draft.schema as unknown as DesignJson) : emptyDesign().edited;
      dispatch({ type: 'load', schemaId: undefined, base: undefined, edited, target });
      setStatus('ready');
      return undefined;
    }
    setStatus('loading');
    const loading = target === 'override'
      ? devtoolApi.activeOverride(schemaId).then(({ base, merged }) => ({ base, edited: merged as unknown as DesignJson }))
      : devtoolApi.readSchemaFile(schemaId).then(({ schema }) => ({ base: schema, edited: schema as unknown as DesignJson }));
    loading.then(
      ({ base, edited }) => {
        if (!live) return;
        dispatch({ type: 'load', schemaId, base, edited: structuredClone(edited), target });
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [schemaId, target, reload, draftWanted]);

  const schemaOptions = useMemo(() => {
    if (index.status !== 'ready') return [];
    const ids = new Map<string, string>();
    for (const [route, id] of index.schemaIdOf) if (!ids.has(id)) ids.set(id, route);
    return [...ids].sort(([a], [b]) => a.localeCompare(b)).map(([id, route]) => ({ value: id, label: `${id}  ${route}` }));
  }, [index]);

  const paramsRef = useRef(params);
  paramsRef.current = params;
  const setParam = useCallback((key: string, value: string | undefined) => {
    const next = new URLSearchParams(paramsRef.current);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  }, [setParams]);

  const chooseSchema = useCallback((id: string | undefined) => {
    // Another schema opens as an override, unless the person is already designing base files (development mode);
    // none is a new entity, drawn into a base file.
    setTargetState((was) => (!id ? 'base' : was === 'base' && devMode && schemaId ? 'base' : 'override'));
    setParam('schema', id);
  }, [setParam, devMode, schemaId]);
  const setView = useCallback((view: DesignView) => {
    dispatch({ type: 'setView', view });
    setParam('view', view === 'form' ? undefined : view);
  }, [setParam]);

  return {
    state, dispatch, status, devMode, target, setTarget: setTargetState, schemaId, schemaOptions, chooseSchema, setView,
    tab, setTab, dirty: isDirty(state), tenantCode: user?.tenantCode, retry: () => setReload((n) => n + 1),
  };
}

export type Designer = ReturnType<typeof useDesigner>;
