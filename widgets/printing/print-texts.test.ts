import { printFailureText, printLanguage, printText } from './print-texts';

describe('print texts', () => {
  it('alerts when the browser has no WebSocket (spec 01 §8): the e-waybill cannot be printed', () => {
    expect(printFailureText('zh', 'noWebSocket')).toBe('当前浏览器不支持 WebSocket，无法打印团购平台电子面单');
    expect(printFailureText('en', 'noWebSocket')).toBe('This browser does not support WebSocket: group-buying platform e-waybills cannot be printed');
  });

  it('alerts when the print component does not answer (spec 01 §8): confirm it is started', () => {
    expect(printFailureText('zh', 'componentNotStarted')).toBe('连接打印组件失败，请确认本地打印组件已启动');
    expect(printFailureText('en', 'componentNotStarted')).toBe('Could not connect to the print component: make sure the local print component is started');
  });

  it("keeps the component's own message of a refused job", () => {
    expect(printFailureText('en', 'rejected', 'paper jam')).toBe('Printing failed: paper jam');
  });

  it('fills placeholders and picks the language', () => {
    expect(printText('zh', 'jobsSent', { count: 2, printer: 'A4' })).toBe('已发送 2 个打印任务到 A4');
    expect(printLanguage('zh')).toBe('zh');
    expect(printLanguage('zh-CN')).toBe('zh');
    expect(printLanguage('en')).toBe('en');
    expect(printLanguage(undefined)).toBe('en');
  });
});
