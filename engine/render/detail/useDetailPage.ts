/**
 * The detail page's controller (STYLE.md habit 1; no JSX): the header row by id through its source's `detail` call,
 * and each child table's model (fetched by the page's `loadModel`, as the app fetches schemas) with its scoped source.
 */
import { useEffect, useState } from 'react';
import type { EntityModel } from '../../schema/entity-model';
import type { EntitySource, Row } from '../../data/entity-source';
import { childTabModel, scopedChildSource } from './child-scope';
import { linesLocked } from '../../schema/line-lock';

/** What the page needs besides the header's model and source. */
export interface DetailPageOptions {
  model: EntityModel;
  source: EntitySource;
  id: number;
  /** A schema's model by entity id (the app fetches it from the server, override merged). */
  loadModel(entityId: string): Promise<EntityModel>;
  /** The calls of a model (the app's HTTP source). */
  sourceFor(model: EntityModel): EntitySource;
}

/** A child tab, ready to draw: the tab's model and the source scoped to the header. */
export interface ChildTab {
  model: EntityModel;
  source: EntitySource;
}

export type DetailPageState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; row: Row; children: Record<string, ChildTab> };

export function useDetailPage({ model, source, id, loadModel, sourceFor }: DetailPageOptions): DetailPageState {
  const [state, setState] = useState<DetailPageState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const children = Object.entries(model.schema.children ?? {});
    Promise.all([
      source.detail(id),
      Promise.all(children.map(async ([key, spec]) => {
        const child = await loadModel(spec.entity);
        return [key, child] as const;
      })),
    ]).then(
      ([row, tabs]) => live && setState({
        status: 'ready',
        row,
        // Lines the header's state locks get no write buttons (the server refuses them anyway).
        children: Object.fromEntries(tabs.map(([key, child]) => [key, { model: childTabModel(child, linesLocked(model.schema, row, key)), source: scopedChildSource(sourceFor(child), child, id) }])),
      }),
      (error: unknown) => live && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [model, source, id, loadModel, sourceFor]);
  return state;
}
