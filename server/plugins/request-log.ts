import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two: the request's arrival moves to `debug`, and the `info` line
 * written when it completes carries the request too (method, url, host, address) beside the status and the time
 * taken. At LOG_LEVEL=info each line is a write to the log (a tenth of a short request's time as two lines); at
 * `debug` the arrival line is back. Errors are logged as before.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
