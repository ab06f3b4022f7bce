import { memo, useSyncExternalStore, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { Alert, Button, Input, Modal, Tag, type InputRef } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import type { ScanLine } from './scan-station';
import type { ScanTexts } from './scan-texts';
import type { TypedStore } from './typed';
import { useScanBox, type ScanBoxProps } from './useScanBox';
import { RefSelectBase } from '../ref-select/RefSelect';

/** Colours of the states (antd's preset tag colours, drawn as plain spans: the list redraws many times a second). */
const STATE_STYLES: Record<string, { color: string; background: string; border: string }> = {
  checking: { color: 'rgba(0,0,0,0.88)', background: '#fafafa', border: '#d9d9d9' },
  confirming: { color: '#d46b08', background: '#fff7e6', border: '#ffd591' },
  queued: { color: '#d48806', background: '#fffbe6', border: '#ffe58f' },
  sending: { color: '#0958d9', background: '#e6f4ff', border: '#91caff' },
  recorded: { color: '#389e0d', background: '#f6ffed', border: '#b7eb8f' },
  cancelled: { color: 'rgba(0,0,0,0.45)', background: '#fafafa', border: '#d9d9d9' },
  error: { color: '#cf1322', background: '#fff1f0', border: '#ffa39e' },
  refused: { color: '#cf1322', background: '#fff1f0', border: '#ffa39e' },
};

const badge = (state: string) => ({ ...STATE_STYLES[state], borderWidth: 1, borderStyle: 'solid', borderRadius: 4, padding: '0 7px', fontSize: 12, lineHeight: '20px', whiteSpace: 'nowrap' as const });

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toTimeString().slice(0, 8);
}

/** One scan of the list; redrawn only when that scan changes. */
const LineRow = memo(function LineRow({ line, texts, offline }: { line: ScanLine; texts: ScanTexts; offline: boolean }) {
  const state = line.state === 'queued' && !offline ? 'sending' : line.state;
  return (
    <div data-testid="scan-line" data-code={line.scanCode} data-state={line.state} style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '2px 0' }}>
      <span style={{ width: 64, color: 'rgba(0,0,0,0.45)' }}>{timeOf(line.scannedAt)}</span>
      <strong style={{ minWidth: 200 }}>{line.scanCode}</strong>
      <span style={badge(state)} data-testid="scan-state">{texts.states[state]}</span>
      {line.repeat && <span style={badge('confirming')} data-testid="scan-repeat">{texts.repeatConfirmed}</span>}
      {line.message && <span style={{ color: '#cf1322' }}>{texts.errors[line.message] ?? line.message}</span>}
      {line.reason && <span style={{ color: '#cf1322', flex: '1 1 240px', overflowWrap: 'anywhere' }} data-testid="scan-reason">{line.reason}</span>}
    </div>
  );
});

interface ScanInputProps {
  typed: TypedStore;
  inputRef: RefObject<InputRef>;
  placeholder: string;
  disabled: boolean;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onPaste(event: ClipboardEvent<HTMLInputElement>): void;
  onChange(value: string): void;
}

/** The large input; the only part redrawn on each key. */
const ScanInput = memo(function ScanInput({ typed, inputRef, placeholder, disabled, onKeyDown, onPaste, onChange }: ScanInputProps) {
  const value = useSyncExternalStore(typed.subscribe, typed.get);
  return (
    <Input
      ref={inputRef}
      size="large"
      autoFocus
      autoComplete="off"
      spellCheck={false}
      prefix={<ScanOutlined />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      disabled={disabled}
      onKeyDown={onKeyDown}
      onPaste={onPaste}
      onChange={(event) => onChange(event.target.value)}
      style={{ width: 420, maxWidth: '100%' }}
      data-testid="scan-input"
    />
  );
});

/**
 * The scan box (spec 01 §2 shared widget 5; spec 02 scan pages): a large input that keeps the focus and reads each
 * wedge-scanner burst whole, asks to confirm a number scanned before, beeps (one sound at a time), may announce by
 * voice, and records each scan exactly once — at once, or from its offline queue when the network is back. Used as
 * a list panel (`"list": { "panel": { "x-component": "ScanBox", "x-component-props": { "scanType": "putIn" } } }`).
 */
function ScanBoxView(props: ScanBoxProps) {
  const box = useScanBox(props);
  const { texts, snapshot } = box;
  const offline = !box.online || (snapshot ? !snapshot.reachable : false);
  const confirming = snapshot?.confirming;
  return (
    <div className="cw-scan-box" data-testid="scan-box">
      {!box.connected && <Alert type="error" showIcon message={texts.noServer} style={{ marginBottom: 8 }} />}
      {box.connected && !box.allowed && <Alert type="warning" showIcon message={texts.noPermission} style={{ marginBottom: 8 }} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
        {box.context && (
          <RefSelectBase
            entity={box.context.entity}
            field={box.context.field}
            reference={box.context.reference}
            value={box.context.value}
            onChange={box.context.choose}
            onSelect={box.context.picked}
            allowClear
            size="large"
            placeholder={texts.chooseContext(box.context.title)}
            aria-label={box.context.title}
            status={box.context.waiting ? 'warning' : undefined}
            style={{ width: 240 }}
            data-testid="scan-context"
          />
        )}
        <ScanInput typed={box.typed} inputRef={box.inputRef} placeholder={box.context?.waiting ? texts.chooseContext(box.context.title) : texts.placeholder} disabled={!box.enabled} onKeyDown={box.onKeyDown} onPaste={box.onPaste} onChange={box.onChange} />
        <Tag color={snapshot?.queued ? 'gold' : 'default'} data-testid="scan-queued" data-count={snapshot?.queued ?? 0}>{texts.queued(snapshot?.queued ?? 0)}</Tag>
        {!!snapshot?.refused && <Tag color="red" data-testid="scan-refused" data-count={snapshot.refused}>{texts.refused(snapshot.refused)}</Tag>}
      </div>
      {offline && <Alert type="warning" showIcon message={snapshot?.loginExpired ? texts.loginExpired : texts.offline} data-testid="scan-offline" style={{ marginBottom: 8 }} />}
      <div data-testid="scan-recent" style={{ maxHeight: 220, overflowY: 'auto' }}>
        {snapshot?.recent.length
          ? snapshot.recent.map((line) => <LineRow key={line.clientScanId} line={line} texts={texts} offline={offline} />)
          : <span style={{ color: 'rgba(0,0,0,0.45)' }}>{texts.empty}</span>}
      </div>
      <Modal
        open={!!confirming}
        title={texts.repeatTitle}
        closable={false}
        maskClosable={false}
        keyboard={false}
        focusTriggerAfterClose={false}
        afterClose={box.focus}
        footer={[
          <Button key="cancel" onClick={box.cancel} data-testid="scan-repeat-cancel">{texts.cancel}</Button>,
          <Button key="ok" type="primary" onClick={box.confirm} data-testid="scan-repeat-confirm">{texts.confirm}</Button>,
        ]}
        data-testid="scan-repeat-dialog"
      >
        {confirming && <p data-testid="scan-repeat-code">{texts.repeatContent(confirming.scanCode, confirming.earlier)}</p>}
        {!!snapshot?.waiting && <span style={{ color: 'rgba(0,0,0,0.45)' }}>{texts.waiting(snapshot.waiting)}</span>}
      </Modal>
    </div>
  );
}

/** The scan box, registered as `ScanBox` (widgets/index.ts). */
export const ScanBox = memo(ScanBoxView);
