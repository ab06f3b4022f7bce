/**
 * The scan box's controller (no JSX): the station (scan-station.ts) joined to React through useSyncExternalStore,
 * the wedge reader fed from the input and, while the repeat confirm is open, from the whole page; sounds, voice,
 * focus, the network events and the list refresh.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { InputRef } from 'antd';
import { useAllowedButtons } from '../../engine/actions/buttons-context';
import { useDataQuery } from '../../engine/render/data-context';
import { useHttp } from '../../engine/render/http-context';
import { useLanguage } from '../../engine/render/language-context';
import type { ListPanelApi } from '../../engine/render/list/ListPage';
import { createScanRecordsClient, type ScanRecordsPort } from './scan-records-client';
import type { QueueStorage } from './scan-queue';
import { ScanStation, type ScanFeedback } from './scan-station';
import { SCAN_TEXTS } from './scan-texts';
import { createSoundPlayer, SOUND_OF_FEEDBACK, type SoundPlayer } from './sound-player';
import { throttle, DEFAULT_THROTTLE_MS } from './throttle';
import { createAnnouncer, type Announcer } from './voice';
import { createTypedStore } from './typed';
import { WedgeReader, type ReaderKey } from './wedge-reader';
import { local } from '../../engine/data/browser-storage';
import { useSessionKey } from '../../engine/render/session-key-context';
import { guardLeaving, scansWouldBeLost } from './leave-guard';

export interface ScanBoxProps {
  /** The scan type recorded (a value the server knows, e.g. `putIn`). */
  scanType: string;
  /** The route button needed to scan (e.g. `scan`); without it the box is disabled. */
  button?: string;
  /** The success sound's file under /sounds/ (default success.mp3). */
  successSound?: string;
  /** Announce each outcome by voice (Chinese, spec 01 §9). */
  voice?: boolean;
  /** Keys that end a scan (default Enter). */
  terminators?: string[];
  /** For scanners without a terminator: a burst followed by this many ms of silence is a scan (default off). */
  idleCompleteMs?: number;
  /** Milliseconds between list refreshes (default 500). */
  refreshMs?: number;
  /**
   * What the scans are made onto (engine/schema/scan-moves.ts `context`): a reference field of the page, picked above
   * the input and sent with each scan; `required`: no scanning until one is picked.
   */
  context?: { field: string; required?: boolean };
  /** Given by the list page when the box is its panel. */
  list?: ListPanelApi;
  /** Replace the server calls, the storage, the sounds or the voice (tests). */
  records?: ScanRecordsPort;
  storage?: QueueStorage;
  sounds?: SoundPlayer;
  announcer?: Announcer;
}


/** How long after a context is chosen the scan input takes the focus back (the select closes and focuses itself first). */
const CONTEXT_REFOCUS_MS = 80;

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** An element the person types into (the page's other inputs keep their keys). */
function isEditable(element: HTMLElement): boolean {
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** A scan-time clock for the reader. */
const tick = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

export function useScanBox(props: ScanBoxProps) {
  const language = useLanguage();
  const texts = SCAN_TEXTS[language];
  const buttons = useAllowedButtons();
  const allowed = !props.button || buttons === 'all' || buttons.has(props.button);
  const http = useHttp();
  const sessionKey = useSessionKey();
  const dataQuery = useDataQuery();
  const records = useMemo(() => props.records ?? (http ? createScanRecordsClient(http, dataQuery) : undefined), [props.records, http, dataQuery]);
  const sounds = useMemo(() => props.sounds ?? createSoundPlayer({ successFile: props.successSound }), [props.sounds, props.successSound]);
  const announcer = useMemo(() => props.announcer ?? createAnnouncer(), [props.announcer]);
  const reader = useMemo(() => new WedgeReader({ terminators: props.terminators, idleCompleteMs: props.idleCompleteMs }), [props.terminators, props.idleCompleteMs]);

  // Callbacks the station calls, always the latest.
  const latest = useRef({ props, sounds, announcer, texts });
  latest.current = { props, sounds, announcer, texts };
  const refresh = useMemo(() => throttle(() => latest.current.props.list?.refresh(), props.refreshMs ?? DEFAULT_THROTTLE_MS), [props.refreshMs]);

  const station = useMemo(() => {
    if (!records) return undefined;
    return new ScanStation({
      scanType: props.scanType,
      sessionKey,
      records,
      storage: props.storage ?? local,
      isOnline: browserOnline,
      onFeedback: (feedback: ScanFeedback) => {
        const { sounds: player, announcer: voice, texts: current, props: now } = latest.current;
        const sound = SOUND_OF_FEEDBACK[feedback];
        if (sound) player.play(sound);
        if (now.voice) voice.announce(current.voice[feedback]);
      },
      onRecorded: () => refresh(),
    });
  }, [records, props.scanType, props.storage, refresh, sessionKey]);

  useEffect(() => {
    if (!station) return undefined;
    station.start();
    const online = () => station.online();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      station.stop();
      refresh.cancel();
    };
  }, [station, refresh]);

  const subscribe = useCallback((listener: () => void) => station?.subscribe(listener) ?? (() => undefined), [station]);
  const snapshot = useSyncExternalStore(subscribe, () => station?.getSnapshot());
  // A repeat awaiting its answer (and the scans behind it) live only in the page: ask before it closes.
  const atRisk = scansWouldBeLost(snapshot);
  useEffect(() => (atRisk ? guardLeaving(window) : undefined), [atRisk]);
  const [online, setOnline] = useState(browserOnline);
  useEffect(() => {
    const update = () => setOnline(browserOnline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  // The input shows the reader's buffer; the reader, not the input, is the truth about what was typed. Only the input
  // redraws on a key (typed.ts), not the whole box: a scanner types hundreds of keys a second.
  const typed = useMemo(() => createTypedStore(), []);
  const setTyped = typed.set;
  const inputRef = useRef<InputRef>(null);
  const focus = useCallback(() => inputRef.current?.focus({ preventScroll: true } as never), []);
  const enabled = !!station && allowed;

  const read = useCallback((event: ReaderKey): boolean => {
    const result = reader.key(event, tick());
    if (result.scan) station?.scan(result.scan.code);
    setTyped(reader.buffer);
    return result.handled;
  }, [reader, station, setTyped]);

  // Scanners without a terminator: end the burst after its silence.
  const idleTimer = useRef<ReturnType<typeof setTimeout>>();
  const watchIdle = useCallback(() => {
    if (!props.idleCompleteMs) return;
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      const scan = reader.idle(tick());
      if (scan) station?.scan(scan.code);
      setTyped(reader.buffer);
    }, props.idleCompleteMs + 5);
  }, [props.idleCompleteMs, reader, station, setTyped]);
  useEffect(() => () => clearTimeout(idleTimer.current), []);

  const confirming = snapshot?.confirming;
  const confirmingRef = useRef(confirming);
  confirmingRef.current = confirming;
  // Keys that do not reach the input still belong to the scanner: while the repeat confirm is open, every key of the
  // page comes here (Enter with nothing typed confirms, Esc cancels, a scanner's burst becomes the next scan, queued
  // behind the confirm instead of answering it); otherwise characters typed where nothing editable has the focus
  // (the page's background, the closing dialog, a button) are read and the focus comes back.
  useEffect(() => {
    if (!station || !enabled) return undefined;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (confirmingRef.current) {
        if (!reader.buffer && (event.key === 'Enter' || event.key === 'Escape')) {
          event.preventDefault();
          event.stopPropagation();
          station.respond(event.key === 'Enter');
        } else if (read(event)) {
          event.preventDefault();
          event.stopPropagation();
        }
        return;
      }
      const target = event.target as HTMLElement | null;
      if (!target || target === inputRef.current?.input || isEditable(target)) return;
      const character = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!character && !reader.buffer) return;
      if (read(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
      focus();
    };
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('focus', focus);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('focus', focus);
    };
  }, [station, enabled, reader, read, focus]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    if (read({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, isComposing: event.nativeEvent.isComposing })) event.preventDefault();
    watchIdle();
  }, [read, watchIdle]);
  const onPaste = useCallback((event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    for (const scan of reader.paste(event.clipboardData.getData('text'), tick())) station?.scan(scan.code);
    setTyped(reader.buffer);
  }, [reader, station, setTyped]);
  /** The input changed without a key the reader took (an input method, autocorrect): adopt its text. */
  const onChange = useCallback((value: string) => {
    reader.replace(value, tick());
    setTyped(reader.buffer);
  }, [reader, setTyped]);
  // The context picker's value goes with every scan made while it is chosen (a load unit); not kept across visits.
  const [context, setContextValue] = useState<string>();
  useEffect(() => station?.setContext(context), [station, context]);
  const contextField = props.context && props.list?.fields[props.context.field];
  const contextTitle = contextField?.title[language] ?? '';
  const waitsForContext = !!props.context?.required && !context;
  const chooseContext = useCallback((value: unknown) => {
    setContextValue(value === undefined || value === null || value === '' ? undefined : String(value));
  }, []);
  // Every pick, the same unit again included (no change then), hands the keys back to the scan input.
  const [picks, setPicks] = useState(0);
  const picked = useCallback(() => setPicks((n) => n + 1), []);
  // Once a unit is chosen the scanner's keys belong to the scan input again: taken back after the picker has closed
  // and put the focus on itself (antd's select does, after its change).
  useEffect(() => {
    if (!context) return undefined;
    const timer = setTimeout(focus, CONTEXT_REFOCUS_MS);
    return () => clearTimeout(timer);
  }, [context, picks, focus]);

  const confirm = useCallback(() => station?.respond(true), [station]);
  const cancel = useCallback(() => station?.respond(false), [station]);

  return {
    texts,
    language,
    snapshot,
    online,
    allowed,
    connected: !!station,
    enabled: enabled && !waitsForContext,
    context: props.context && contextField?.['x-ref'] && props.list
      ? { entity: props.list.entity, field: props.context.field, reference: contextField['x-ref'], title: contextTitle, value: context, choose: chooseContext, picked, waiting: waitsForContext }
      : undefined,
    typed,
    inputRef,
    focus,
    onKeyDown,
    onPaste,
    onChange,
    confirm,
    cancel,
  };
}
