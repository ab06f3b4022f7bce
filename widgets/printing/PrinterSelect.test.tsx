// @vitest-environment jsdom
import { createServer, type AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { AntdAppApis } from '../../engine/render/AntdAppApis';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { WebSocket, WebSocketServer } from 'ws';
import { createPrintClient, type PrintClientOptions, type WebSocketConstructor } from './print-client';
import { createPrinterNameStore, type PrinterNameStore } from './printer-name';
import { createPrintService, type PrintService } from './print-service';
import { PrinterSelect } from './PrinterSelect';
import { PrinterSettings } from './PrinterSettings';
import { PrintServiceProvider } from './use-printer';

beforeAll(async () => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
  });
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {} });
});

/** A stand-in print component on a free port: two printers, A4 the default; records print jobs. */
async function fakeComponent() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const jobs: Record<string, unknown>[] = [];
  server.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Record<string, unknown>;
      if (message.requestID === 0) socket.send(JSON.stringify({ requestID: 0, status: 'ok', defaultPrinter: 'A4', printers: ['A4', 'Label'] }));
      else {
        jobs.push(message);
        socket.send(JSON.stringify({ requestID: message.requestID, status: 'ok' }));
      }
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    jobs,
    close: () => new Promise<void>((resolve) => {
      for (const client of server.clients) client.terminate();
      server.close(() => resolve());
    }),
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const services: PrintService[] = [];
afterEach(() => {
  for (const service of services.splice(0)) service.client.close();
});

/**
 * A service with short delays and a printer name kept in memory, over `ws`: jsdom's own WebSocket (undici's) does
 * not dispatch its events under vitest.
 */
function serviceFor(port: number, options: PrintClientOptions = {}, printerName: PrinterNameStore = createPrinterNameStore({ read: () => undefined, write: () => undefined })) {
  const Socket = WebSocket as unknown as WebSocketConstructor;
  const service = createPrintService({ client: createPrintClient({ port, WebSocket: Socket, sendDelayMs: 20, reconnectMs: 50, ...options }), printerName });
  services.push(service);
  return service;
}

function show(service: PrintService, node: React.ReactNode) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <AntdAppApis>
          <PrintServiceProvider service={service}>{node}</PrintServiceProvider>
        </AntdAppApis>
      </App>
    </ConfigProvider>,
  );
}

/** Opens the antd select and returns its open list. */
async function openOptions() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  return within(await screen.findByRole('listbox'));
}

describe('PrinterSelect', () => {
  it("lists the component's printers with the default marked and shown as chosen", async () => {
    const component = await fakeComponent();
    show(serviceFor(component.port), <PrinterSelect />);
    expect(await screen.findByText('A4 (default)', { selector: '.ant-select-selection-item' })).toBeTruthy();
    await openOptions();
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2);
    expect(screen.getAllByText('Label').length).toBeGreaterThan(0);
    await component.close();
  });

  it('keeps the picked printer as the printerName setting', async () => {
    const component = await fakeComponent();
    const kept: (string | undefined)[] = [];
    const printerName = createPrinterNameStore({ read: () => undefined, write: (name) => void kept.push(name) });
    show(serviceFor(component.port, {}, printerName), <PrinterSelect />);
    await screen.findByText('A4 (default)', { selector: '.ant-select-selection-item' });
    await openOptions();
    fireEvent.click(document.querySelector('.ant-select-item-option[title="Label"]')!);
    await waitFor(() => expect(screen.getByText('Label', { selector: '.ant-select-selection-item' })).toBeTruthy());
    expect(kept).toEqual(['Label']);
    expect(printerName.get()).toBe('Label');
    await component.close();
  });

  it('is a plain field in a form: value and onChange, nothing kept', async () => {
    const component = await fakeComponent();
    const onChange = vi.fn();
    const service = serviceFor(component.port);
    show(service, <PrinterSelect value="Label" onChange={onChange} />);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-selection-item')[0]?.textContent).toBe('Label'));
    await openOptions();
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="A4 (default)"]')!);
    expect(onChange).toHaveBeenCalledWith('A4');
    expect(service.printerName.get()).toBeUndefined();
    await component.close();
  });

  it('says the print component is not started when nothing answers on its port (spec 01 §8)', async () => {
    show(serviceFor(await freePort()), <PrinterSelect />);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not connect to the print component: make sure the local print component is started');
  });

  it('says the e-waybill cannot be printed when the browser has no WebSocket (spec 01 §8)', async () => {
    show(serviceFor(5000, { WebSocket: null }), <PrinterSelect />);
    expect((await screen.findByRole('alert')).textContent).toBe('This browser does not support WebSocket: group-buying platform e-waybills cannot be printed');
  });
});

describe('PrinterSettings', () => {
  it('prints a test page on the chosen printer and says so', async () => {
    const component = await fakeComponent();
    show(serviceFor(component.port), <PrinterSettings />);
    await screen.findByText('A4 (default)', { selector: '.ant-select-selection-item' });
    fireEvent.click(screen.getByTestId('print-test-page'));
    expect(await screen.findByText('Test page sent to A4')).toBeTruthy();
    expect(component.jobs).toEqual([expect.objectContaining({ cmd: 'print', printer: 'A4', templateId: 'CLEARWAY-TEST-PAGE' })]);
    await component.close();
  });

  it('offers no test page while the component is down', async () => {
    show(serviceFor(await freePort()), <PrinterSettings />);
    await screen.findByRole('alert');
    expect((screen.getByTestId('print-test-page') as HTMLButtonElement).disabled).toBe(true);
  });
});
