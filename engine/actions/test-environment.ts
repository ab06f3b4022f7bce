/**
 * A recording {@link ActionEnvironment} for action tests: every notice, question, navigation and form opening is
 * written to `events`; confirm answers `answer`.
 */
import { compileEntity, type EntityModel } from '../schema/entity-model';
import type { EntitySchema } from '../schema/entity-schema';
import { createMemoryEntitySource, type MemoryEntitySource } from '../data/memory-entity-source';
import type { Row } from '../data/entity-source';
import { createTranslator } from '../render/engine-texts';
import type { Language } from '../render/localize';
import type { ActionEnvironment, NoticeLink } from './action-types';

export interface TestEnvironment extends ActionEnvironment {
  events: string[];
  /** The links the success notices carried. */
  notices: NoticeLink[];
  source: MemoryEntitySource;
  answer: boolean;
  file?: File;
}

export function testEnvironment(schema: unknown, rows: Row[] = [], language: Language = 'zh'): TestEnvironment {
  const model: EntityModel = compileEntity(schema as EntitySchema);
  const events: string[] = [];
  const env: TestEnvironment = {
    model,
    source: createMemoryEntitySource(rows),
    language,
    t: createTranslator(language),
    events,
    notices: [],
    answer: true,
    notify: { success: (m, link) => (link && env.notices.push(link), events.push(`success:${m}`)), warning: (m) => events.push(`warning:${m}`), error: (m) => events.push(`error:${m}`) },
    confirm: async (request) => {
      events.push(`confirm:${request.title}`);
      return env.answer;
    },
    navigate: (path) => events.push(`navigate:${path}`),
    openForm: (mode, row) => events.push(`form:${mode}:${row?.id ?? ''}`),
    openDetail: (row) => events.push(`detail:${row.id}`),
    refresh: () => events.push('refresh'),
    listParams: () => ({ filters: { paramName: 'x' }, sort: 'paramKey', order: 'asc' }),
    download: (file) => events.push(`download:${file.fileName}`),
    pickFile: async () => env.file,
    showImportErrors: (result) => events.push(`importErrors:${result.errors.length}`),
  };
  return env;
}
