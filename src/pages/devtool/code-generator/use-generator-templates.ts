import { useCallback, useEffect, useRef, useState } from 'react';
import { dataQuery as appDataQuery } from '../../../app/data-query';
import type { DataQuery } from '../../../../engine/data/data-query';
import { GENERATOR_TEMPLATE_QID, initialTemplateId, templateOptionsOf, type TemplateOption, type TemplateRow } from './generator-templates';

export interface GeneratorTemplates {
  status: 'loading' | 'ready' | 'failed';
  options: TemplateOption[];
  /** The chosen template; undefined: the server's default. */
  templateId: number | undefined;
  choose(id: number | undefined): void;
}

/**
 * The tenant's generator templates and the one chosen (the default once they arrive, unless the person has chosen).
 * Read silently: when they cannot be read, the page says so beside the Select and the server's default is used.
 */
export function useGeneratorTemplates(dataQuery: Pick<DataQuery, 'findAll'> = appDataQuery): GeneratorTemplates {
  const [state, setState] = useState<{ status: GeneratorTemplates['status']; options: TemplateOption[] }>({ status: 'loading', options: [] });
  const [templateId, setTemplateId] = useState<number | undefined>();
  const chosen = useRef(false);
  useEffect(() => {
    let live = true;
    dataQuery.findAll<TemplateRow>({ qid: GENERATOR_TEMPLATE_QID, pageSize: 200 }, { silent: true }).then(
      (rows) => {
        if (!live) return;
        const options = templateOptionsOf(Array.isArray(rows) ? rows : []);
        setState({ status: 'ready', options });
        if (!chosen.current) setTemplateId(initialTemplateId(options));
      },
      () => live && setState({ status: 'failed', options: [] }),
    );
    return () => {
      live = false;
    };
  }, [dataQuery]);
  const choose = useCallback((id: number | undefined) => {
    chosen.current = true;
    setTemplateId(id);
  }, []);
  return { ...state, templateId, choose };
}
