/**
 * The preview's controller (no JSX): the reply for the design and audience (drawn locally for a new entity, else
 * asked of the server 150 ms after the last change), and the compiled model of the schema it serves, compiled again
 * only when that schema really changed.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { compileEntity, type EntityModel } from '../../../../../engine/schema/entity-model';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import { jsonEqual } from '../../../../../engine/schema/tenant-override';
import { devtoolApi, type AudienceChoice, type PreviewReply } from '../../devtool-api';
import type { DesignProps } from './panel-props';
import { localReply, previewRequest, type PreviewMode } from './preview-request';
import { shapeWithoutLiveProps } from './live-fields';
import { listedOrder } from './form-order';

/** How long the design must stay unchanged before the server is asked again. */
export const PREVIEW_DELAY_MS = 150;

export type CompiledSchema =
  /** `form`: the form to draw the model's fields in, when only its order changed (form-order.ts). */
  | { model: EntityModel; form?: EntitySchema['form']; error?: undefined }
  | { model?: undefined; error: string };

/**
 * The model of a schema; the previous one while the schema is equal but for its fields' live properties (a new reply
 * of the same schema redraws nothing, and a renamed or newly required field is rewritten in place: live-fields.ts).
 */
export function useCompiledSchema(schema: EntitySchema | undefined): CompiledSchema | undefined {
  const last = useRef<{ shape: unknown; order?: string[]; compiled: CompiledSchema }>();
  return useMemo(() => {
    if (!schema) return undefined;
    const shape = shapeWithoutLiveProps(schema);
    const order = listedOrder(schema);
    if (last.current && jsonEqual(last.current.shape, shape)) {
      const { compiled } = last.current;
      if (jsonEqual(last.current.order, order)) return compiled;
      // Only the order changed: the same model (and Formily form), drawn in the new order.
      if (compiled.model && order) {
        const reordered: CompiledSchema = { model: compiled.model, form: schema.form };
        last.current = { shape, order, compiled: reordered };
        return reordered;
      }
    }
    let compiled: CompiledSchema;
    try {
      // compileEntity freezes what it is given: the design is the designer's, so it gets a copy.
      compiled = { model: compileEntity(structuredClone(schema)) };
    } catch (error) {
      compiled = { error: error instanceof Error ? error.message : String(error) };
    }
    last.current = { shape, order, compiled };
    return compiled;
  }, [schema]);
}

export type PreviewState =
  | { status: 'loading'; reply?: PreviewReply }
  | { status: 'ready'; reply: PreviewReply }
  | { status: 'failed'; reply?: PreviewReply; message: string };

export function usePreview(design: DesignProps, audience: AudienceChoice | undefined, mode: PreviewMode) {
  const request = previewRequest(design, mode);
  const local = request.local ? localReply(design.edited) : undefined;
  // The server's question as a string: a redraw that asks the same thing asks nothing.
  const key = request.local || !audience ? '' : JSON.stringify([request.schemaId, audience.tenantCode, audience.roleCode ?? null, request.patch ?? null]);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const asked = useRef({ key: '', request, audience });
  asked.current = { key, request, audience };
  useEffect(() => {
    if (!key) return;
    setState((now) => (now.status === 'loading' ? now : { status: 'loading', reply: now.reply }));
    const timer = setTimeout(() => {
      const { request: wanted, audience: who } = asked.current;
      if (wanted.local || !who) return;
      devtoolApi.preview(wanted.schemaId, who, wanted.patch).then(
        (reply) => asked.current.key === key && setState({ status: 'ready', reply }),
        (error: unknown) => asked.current.key === key && setState((now) => ({ status: 'failed', reply: now.reply, message: error instanceof Error ? error.message : String(error) })),
      );
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const shown: PreviewState = local ? { status: 'ready', reply: local } : state;
  const compiled = useCompiledSchema(shown.reply?.schema);
  return { state: shown, compiled, local: !!local };
}
