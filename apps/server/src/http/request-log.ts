import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request in the JSON log (docs/performance.md): Fastify writes two by default,
 * `incoming request` on arrival and `request completed` with the answer's status and time. The
 * completed line carries the request (method, URL, address) here, so the first is left out: half
 * the writes for the same facts. What is lost: a request whose answer is never written (a client
 * gone before it) leaves no line; errors are logged by the error handler as before.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
