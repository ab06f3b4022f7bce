import { CebFormatError } from '../messages/ceb-xml';
import { CustomsSimulator, type DeliverReceipt } from '../simulator/customs-simulator';
import type { SimulatorSettings } from '../simulator/simulator-settings';
import { PlatformRefusal, type DeclarationPlatform, type OutboundMessage } from './declaration-platform';

/** The simulator inside this process: messages go to it by a call, its receipts come back by a call. */
export class SimulatedPlatform implements DeclarationPlatform {
  readonly name: string;
  readonly simulator: CustomsSimulator;

  constructor(settings: SimulatorSettings, deliver: DeliverReceipt) {
    this.simulator = new CustomsSimulator(settings, deliver);
    this.name = `simulator inside the server (receipts ${settings.stepMs} ms apart, ${Math.round(settings.inspectionShare * 100)}% inspected)`;
  }

  async send(message: OutboundMessage): Promise<void> {
    try {
      this.simulator.accept(message.xml);
    } catch (error) {
      if (error instanceof CebFormatError) throw new PlatformRefusal(error.message);
      throw error;
    }
  }

  async stop(): Promise<void> {
    this.simulator.stop();
  }
}
