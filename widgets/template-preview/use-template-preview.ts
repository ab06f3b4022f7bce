/**
 * The template preview's controller (no JSX): reads the template type named by the form, the sample record, and
 * gives the layout filled from it, purified, with the unknown placeholders marked and listed. The view only draws.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useForm } from '@formily/react';
import DOMPurify from 'dompurify';
import { useHttp, type HttpPort } from '../../engine/render/http-context';
import { useLanguage } from '../../engine/render/language-context';
import { purifyHtml } from '../../engine/validation/sanitize-html';
import { escapeHtml, fillTemplate } from './fill-template';
import { previewText } from './preview-texts';
import { loadSample, loadType, paperOf, typeTakesSample, type Paper, type QueryPage, type SampleRow, type SampleSource, type TypeSource } from './sample-record';

/** The generic data query's page call (spec 01 §7), form-encoded, failures left to the preview (silent). */
export function dataQueryPage(http: HttpPort): QueryPage {
  return async (qid, filters, pageSize) => {
    const body = new URLSearchParams({ qid, currentPage: '1', pageSize: String(pageSize), filters: JSON.stringify(filters) });
    const reply = await http.request<{ data?: { list?: SampleRow[] } }>({ method: 'POST', url: '/api/bdtibs/dataQuery/findPageByCallId', data: body, silent: true });
    return reply.data?.data?.list ?? [];
  };
}

/** Where the sample stands: read, being read, none found, not wanted for this type, not the person's to read, or failed. */
export type SampleState = 'loading' | 'ready' | 'none' | 'notApplicable' | 'forbidden' | 'failed';

/** A refusal for want of a grant (the app's ApiError, or an HTTP 403). */
function isForbidden(error: unknown): boolean {
  const failure = error as { code?: unknown; response?: { status?: unknown } } | undefined;
  return failure?.code === 403 || failure?.response?.status === 403;
}

export interface TemplatePreviewModel {
  /** The filled layout, purified: safe to draw as HTML. */
  html: string;
  /** Placeholders the sample does not know. */
  unknown: string[];
  state: SampleState;
  /** The sample's own words (`示例订单：CW…`, or why there is none). */
  status: string;
  paper?: Paper;
  /** Asks for the record with this number (empty: the newest). */
  search: (text: string) => void;
}

/** The form's values of some fields (none outside a form). */
function useFormValues(fields: string[]): unknown[] {
  const form = useForm();
  return fields.map((field) => (form ? form.values?.[field] : undefined));
}

/**
 * The preview of `layout` as a template of the form's type, filled from the sample `sample` describes. Without a
 * sample source or an HTTP client, the layout is shown as written.
 */
export function useTemplatePreview(layout: string, sample: SampleSource | undefined, type: TypeSource | undefined): TemplatePreviewModel {
  const http = useHttp();
  const language = useLanguage();
  const query = useMemo(() => (http ? dataQueryPage(http) : undefined), [http]);
  const preferFields = Object.keys(sample?.prefer ?? {});
  const [typeValue, ...preferValues] = useFormValues([type?.field ?? '', ...preferFields]);
  const preferKey = JSON.stringify(preferValues);
  const [searchText, setSearchText] = useState('');

  const [typeRow, setTypeRow] = useState<{ key: unknown; row?: SampleRow; done: boolean }>({ key: undefined, done: false });
  useEffect(() => {
    if (!query || !type) return setTypeRow({ key: typeValue, done: true });
    let live = true;
    setTypeRow({ key: typeValue, done: false });
    loadType(query, type, typeValue).then((row) => live && setTypeRow({ key: typeValue, row, done: true }), () => live && setTypeRow({ key: typeValue, done: true }));
    return () => {
      live = false;
    };
  }, [query, typeValue]); // eslint-disable-line react-hooks/exhaustive-deps
  const takesSample = !type || typeTakesSample(type, typeRow.row);

  const [record, setRecord] = useState<{ row?: SampleRow; state: SampleState }>({ state: 'loading' });
  useEffect(() => {
    if (!typeRow.done) return setRecord({ state: 'loading' });
    if (!takesSample) return setRecord({ state: 'notApplicable' });
    if (!query || !sample) return setRecord({ state: 'none' });
    let live = true;
    setRecord({ state: 'loading' });
    const prefer = Object.fromEntries(preferFields.map((field, i) => [field, preferValues[i]]));
    loadSample(query, sample, { search: searchText, prefer }).then(
      (row) => live && setRecord({ row, state: row ? 'ready' : 'none' }),
      (error: unknown) => live && setRecord({ state: isForbidden(error) ? 'forbidden' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [query, typeRow.done, takesSample, searchText, preferKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const deferredLayout = useDeferredValue(layout);
  const filled = useMemo(() => {
    const markUnknown = (tag: string) => `<mark class="cw-template-unknown" title="${escapeHtml(previewText(language, 'unknownMark'))}" style="background:#fff1b8;outline:1px dashed #d48806">${escapeHtml(tag)}</mark>`;
    const result = fillTemplate(deferredLayout, record.state === 'ready' ? record.row : undefined, { markUnknown });
    return { html: purifyHtml(DOMPurify, result.text), unknown: result.unknown };
  }, [deferredLayout, record, language]);

  const code = record.row ? String(record.row.orderCode ?? record.row.trackingNo ?? record.row.id ?? '') : '';
  const status = {
    loading: previewText(language, 'loading'),
    ready: previewText(language, 'sample', { code }),
    none: searchText.trim() ? previewText(language, 'notFound', { search: searchText.trim() }) : previewText(language, 'noSample'),
    notApplicable: previewText(language, 'otherRecords'),
    forbidden: previewText(language, 'forbidden'),
    failed: previewText(language, 'failed'),
  }[record.state];
  return { html: filled.html, unknown: filled.unknown, state: record.state, status, paper: paperOf(typeRow.row), search: setSearchText };
}
