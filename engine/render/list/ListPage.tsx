import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Alert } from 'antd';
import { useAppApis } from '../app-apis';
import type { EntitySchema, ListPanelSpec } from '../../schema/entity-schema';
import { useComponents } from '../components-context';
import { useDataQuery } from '../data-context';
import type { ActionNotifier, ConfirmRequest, NoticeLink } from '../../actions/action-types';
import { useEngineTexts, useLanguage } from '../language-context';
import { ListBase } from './ListBase';
import { ListView } from './ListView';
import { useListContext } from './list-context';
import type { ListControllerOptions } from './useListController';
import { RevealedValues } from './RevealedValues';
import { ReportedLines } from './ReportedLines';

const overlays = () => import('./list-overlays');
const FormDialog = lazy(() => overlays().then((m) => ({ default: m.FormDialog })));
const FormPage = lazy(() => overlays().then((m) => ({ default: m.FormPage })));
const DetailDrawer = lazy(() => overlays().then((m) => ({ default: m.DetailDrawer })));
const ImportErrorsModal = lazy(() => overlays().then((m) => ({ default: m.ImportErrorsModal })));

export type ListPageProps = Omit<ListControllerOptions, 'notify' | 'confirm' | 'language'>;

/** What a list panel (the schema's `list.panel` widget) may ask of the list below it. */
export interface ListPanelApi {
  /** Reloads the list's current page (a panel that writes rows calls it after each write, throttled). */
  refresh(): void;
  /** The page's entity and its fields (a panel's picker is one of its reference fields: the scan box's context). */
  entity: string;
  fields: EntitySchema['fields'];
}

/** The props a list panel widget gets besides its `x-component-props`. */
export interface ListPanelProps {
  list: ListPanelApi;
}

/**
 * An entity's whole list page: the list, its create/edit form (a dialog, or a page in place of the list), the
 * detail drawer and the import report. Needs an EngineProvider around it, and the app's message and modal APIs
 * (useAppApis).
 */
export function ListPage(props: ListPageProps) {
  const language = useLanguage();
  const t = useEngineTexts();
  const { message, modal } = useAppApis();
  const dataQuery = useDataQuery();
  const { navigate } = props;
  const notify = useMemo<ActionNotifier>(
    () => ({
      success: (text, link) => void message.success(link ? <NoticeWithLink text={text} link={link} navigate={navigate} /> : text),
      warning: (text) => void message.warning(text),
      error: (text) => void message.error(text),
      // Shown once, closed only by its button: the person copies the value first (a new client's secret).
      reveal: (values) => void modal.info({
        title: t('reveal.title'),
        content: <RevealedValues values={values} note={t('reveal.note')} />,
        okText: t('confirm.ok'),
        maskClosable: false,
        keyboard: false,
        width: 560,
      }),
      // A command's answer to read (a quotation's 试算): labelled lines.
      report: (report) => void modal.info({
        title: report.title,
        content: <ReportedLines lines={report.lines} />,
        okText: t('confirm.ok'),
        width: 560,
      }),
    }),
    [message, modal, navigate, t],
  );
  // The confirm box closes only through its buttons (spec 01 §2, shared widget 2).
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: request.title,
          content: request.content,
          okText: t('confirm.ok'),
          cancelText: t('confirm.cancel'),
          okButtonProps: request.danger ? { danger: true } : undefined,
          maskClosable: false,
          keyboard: false,
          closable: false,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  return (
    <ListBase dataQuery={dataQuery} {...props} language={language} notify={notify} confirm={confirm}>
      <ListScreen notify={notify} />
    </ListBase>
  );
}

function ListScreen({ notify }: { notify: ActionNotifier }) {
  const list = useListContext();
  const { model, form } = list;
  const asPage = model.schema.form?.mode === 'page';
  const formProps = form && {
    model,
    source: list.source,
    language: list.language,
    mode: form.mode,
    row: form.row,
    notify,
    onSaved: list.afterSave,
    onCancel: list.closeForm,
    reloadRow: list.reloadRow,
    loadModel: list.loadModel,
  };
  const formKey = form ? `${form.mode}:${String(form.row?.id ?? '')}` : '';
  return (
    <>
      <div hidden={!!(formProps && asPage)}>
        {model.schema.list.panel && <ListPanel spec={model.schema.list.panel} refresh={list.reload} schema={model.schema} />}
        <ListView />
      </div>
      <Suspense fallback={null}>
        {formProps && (asPage ? <FormPage key={formKey} {...formProps} /> : <FormDialog key={formKey} {...formProps} />)}
        {list.detail && <DetailDrawer model={model} row={list.detail} onClose={list.closeDetail} source={list.source} />}
        {list.importErrors && <ImportErrorsModal result={list.importErrors} />}
        {list.paramsDialog && (
          <FormDialog
            key={`params:${list.paramsDialog.model.id}`}
            model={list.paramsDialog.model}
            row={list.paramsDialog.values}
            source={list.source}
            language={list.language}
            mode="create"
            notify={notify}
            title={list.paramsDialog.title}
            submitLabel={list.paramsDialog.title}
            submitWith={list.paramsDialog.submit}
            onSaved={list.closeParams}
            onCancel={list.closeParams}
          />
        )}
      </Suspense>
    </>
  );
}

/** The schema's `list.panel`: a registered widget above the filter form, given the list's refresh. */
function ListPanel({ spec, refresh, schema }: { spec: ListPanelSpec; refresh(): void; schema: EntitySchema }) {
  const components = useComponents();
  const api = useMemo<ListPanelApi>(() => ({ refresh, entity: schema.id, fields: schema.fields }), [refresh, schema]);
  const Panel = components.get(spec['x-component']);
  return (
    <div className="cw-list-panel" data-testid="list-panel" style={{ marginBottom: 12 }}>
      {Panel ? <Panel {...spec['x-component-props']} list={api} /> : <Alert type="error" showIcon message={`Unknown component "${spec['x-component']}"`} />}
    </div>
  );
}

/** A notice's text followed by a link to a page (the export task's "Open Export tasks"). */
function NoticeWithLink({ text, link, navigate }: { text: string; link: NoticeLink; navigate(path: string): void }) {
  return (
    <span>
      {text}{' '}
      <a href={link.path} data-testid="notice-link" onClick={(event) => { event.preventDefault(); navigate(link.path); }}>{link.label}</a>
    </span>
  );
}
