/**
 * The action contract: a registered action is `{ name, scope, run(ctx) }`; everything it touches comes in through
 * its environment (source, notify, confirm, navigate, forms, refresh, texts), so an action is a few lines and
 * tests give it a recording environment (STYLE.md: amis's action files, without the side-effect registration).
 */
import type { EntityModel } from '../schema/entity-model';
import type { ActionSpec } from '../schema/entity-schema';
import type { EntitySource, ExportFile, ExportParams, ImportResult, Row } from '../data/entity-source';
import type { EngineTextKey, Translate } from '../render/engine-texts';
import type { Language } from '../render/localize';

/** Where an action shows: the toolbar, each row, or the toolbar acting on the chosen rows. */
export type ActionScope = 'toolbar' | 'row' | 'batch';

/** A page a notice links to ("Open Export tasks"). */
export interface NoticeLink {
  label: string;
  path: string;
}

/** How an action tells the person something. */
export interface ActionNotifier {
  /** With `link`, the notice carries a link to that page. */
  success(message: string, link?: NoticeLink): void;
  warning(message: string): void;
  error(message: string): void;
  /**
   * Shows values the server hands out once (`_reveal`: a new app client's secret), each with its field's title, to
   * be copied before the dialog closes. Without it the values are not shown.
   */
  reveal?(values: RevealedValue[]): void;
  /**
   * Shows what a command answered for a person to read (`result._report`: a quotation's 试算 with its breakdown),
   * as labelled lines in a dialog. Without it the report is not shown.
   */
  report?(report: CommandReport): void;
}

/** A command's answer to read: a title and labelled lines (docs/schemas.md "Commands", `_report`). */
export interface CommandReport {
  title: string;
  lines: { label: string; value: string }[];
}

/** One value handed out once, with the title of the field it belongs to. */
export interface RevealedValue {
  title: string;
  value: string;
}

/** A confirmation question. */
export interface ConfirmRequest {
  title: string;
  content?: string;
  danger?: boolean;
}

/** What actions may use, given by the page. */
export interface ActionEnvironment {
  model: EntityModel;
  source: EntitySource;
  language: Language;
  t: Translate;
  notify: ActionNotifier;
  /** Resolves true when the person confirms. */
  confirm(request: ConfirmRequest): Promise<boolean>;
  navigate(path: string): void;
  openForm(mode: 'create' | 'edit', row?: Row): void;
  openDetail(row: Row): void;
  /** Reloads the list (and clears the selection). */
  refresh(): void;
  /** The list's current filters and sort, as an export sends them. */
  listParams(): ExportParams;
  /** Saves a file to the person's machine. */
  download(file: ExportFile): void;
  /** Asks the person for a file; undefined when they cancel. */
  pickFile(accept: string): Promise<File | undefined>;
  /** Shows the refused rows of an import. */
  showImportErrors(result: ImportResult): void;
  /** Asks a command's parameters in a dialog of the engine's form; `submit` runs the command (false: stay open). */
  openParams?(request: ParamsRequest): void;
  /**
   * The generic data query (spec 01 §7), for an action that reads other records than the page's (the print action's
   * templates and lines): the first page of a qid's rows, `pageSize` at most, as the person may read them. Absent
   * where the page has none.
   */
  query?(qid: string, filters: Record<string, unknown>, pageSize: number): Promise<Row[]>;
}

/** A parameters dialog: its title, the parameters as a model, and what submitting does. */
export interface ParamsRequest {
  title: string;
  model: EntityModel;
  /** The values the dialog starts from (a row command's `rowParams`). */
  values?: Record<string, unknown>;
  submit(values: Record<string, unknown>): Promise<boolean>;
}

/** One run of an action. */
export interface ActionContext {
  env: ActionEnvironment;
  /** The schema's entry for this action (button code, target, confirm text). */
  spec: ActionSpec;
  /** The row of a row action. */
  row?: Row;
  /** The chosen rows. */
  selection: Row[];
}

/** A registered action. */
export interface ActionDefinition {
  name: string;
  /** Where it shows unless the schema's list places it elsewhere. */
  scope: ActionScope;
  /** Its default label (the schema's `title` wins). */
  label: EngineTextKey;
  danger?: boolean;
  /** Whether a row action can act on this row (a transition: only from its `from` states); absent → always. */
  availableFor?(row: Row, spec: ActionSpec, model: EntityModel): boolean;
  run(ctx: ActionContext): Promise<void>;
}
