import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPublicIdParams } from '@gestora/contract/common.schema';
import {
  ZAgreementRequest,
  ZCalendar,
  ZCalendarQuery,
  ZCarryOver,
  ZCarryOverRequest,
  ZMeetingAttendanceRequest,
  ZMeetingDetail,
  ZMeetingListQuery,
  ZMeetingMinutesRequest,
  ZMeetingPage,
  ZMeetingRequest,
  ZMeetingTicket,
  ZMeetingTicketQuery,
  ZMeetingTickets,
} from '@gestora/contract/meetings/meetings.schema';
import { actorOf } from '../../plugins/auth.ts';
import { LOGIN, needs } from '../auth/route-access.rules.ts';
import { calendarEvents, calendarMeetings } from './calendar.service.ts';
import { contentDisposition } from '../files/files.service.ts';
import { meetingIcsFor } from './meeting-ics.presenter.ts';
import { carryOver, carryOverTicket } from './meeting-carry-over.service.ts';
import { addAgreement, finishMeeting, startMeeting, takeAttendance, writeMinutes } from './meeting-run.service.ts';
import { asAnswer } from '../../lib/response-serializer.ts';
import { meetingsList, meetingTickets, myMeetingsList } from './meetings-list.service.ts';
import { cancelMeeting, createMeeting, getMeeting, updateMeeting } from './meetings.service.ts';

const tags = ['Reuniones'];
const RUN = needs('Iniciar reunión');

/**
 * Meetings (PRODUCT.md "Reuniones"). Reading one is for its organiser, its participants and 'Ver reuniones'
 * holders (LOGIN, the service answers 404 to anyone else); running it is its organiser's ('Iniciar reunión').
 */
export async function meetingsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/meetings',
    {
      config: needs('Ver reuniones'),
      schema: { tags, querystring: ZMeetingListQuery, response: { 200: ZMeetingPage } },
    },
    (request) => meetingsList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/my_meetings',
    {
      config: needs('Mis reuniones'),
      schema: { tags, querystring: ZMeetingListQuery, response: { 200: ZMeetingPage } },
    },
    (request) => myMeetingsList.answer(app.ctx, actorOf(request), request.query),
  );
  app.get(
    '/api/meetings/:public_id',
    { config: LOGIN, schema: { tags, params: ZPublicIdParams, response: { 200: ZMeetingDetail } } },
    (request) => getMeeting(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/meetings',
    {
      config: needs('Registrar reuniones'),
      schema: { tags, body: ZMeetingRequest, response: { 201: ZMeetingDetail } },
    },
    async (request, reply) => reply.code(201).send(await createMeeting(app.ctx, actorOf(request), request.body)),
  );
  app.put(
    '/api/meetings/:public_id',
    {
      config: needs('Actualizar reuniones'),
      schema: { tags, params: ZPublicIdParams, body: ZMeetingRequest, response: { 200: ZMeetingDetail } },
    },
    (request) => updateMeeting(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.post(
    '/api/meetings/:public_id/cancel',
    {
      config: needs('Actualizar reuniones'),
      schema: { tags, params: ZPublicIdParams, response: { 200: ZMeetingDetail } },
    },
    (request) => cancelMeeting(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/meetings/:public_id/start',
    { config: RUN, schema: { tags, params: ZPublicIdParams, response: { 200: ZMeetingDetail } } },
    (request) => startMeeting(app.ctx, actorOf(request), request.params.public_id),
  );
  app.put(
    '/api/meetings/:public_id/attendance',
    {
      config: RUN,
      schema: { tags, params: ZPublicIdParams, body: ZMeetingAttendanceRequest, response: { 200: ZMeetingDetail } },
    },
    (request) => takeAttendance(app.ctx, actorOf(request), request.params.public_id, request.body),
  );
  app.put(
    '/api/meetings/:public_id/minutes',
    {
      config: RUN,
      schema: { tags, params: ZPublicIdParams, body: ZMeetingMinutesRequest, response: { 200: ZMeetingDetail } },
    },
    (request) => writeMinutes(app.ctx, actorOf(request), request.params.public_id, request.body.minutes),
  );
  app.post(
    '/api/meetings/:public_id/agreements',
    {
      config: RUN,
      schema: { tags, params: ZPublicIdParams, body: ZAgreementRequest, response: { 201: ZMeetingTicket } },
    },
    async (request, reply) =>
      reply.code(201).send(await addAgreement(app.ctx, actorOf(request), request.params.public_id, request.body)),
  );
  app.post(
    '/api/meetings/:public_id/finish',
    { config: RUN, schema: { tags, params: ZPublicIdParams, response: { 200: ZMeetingDetail } } },
    (request) => finishMeeting(app.ctx, actorOf(request), request.params.public_id),
  );
  app.get(
    '/api/meetings/:public_id/tickets',
    {
      config: LOGIN,
      schema: { tags, params: ZPublicIdParams, querystring: ZMeetingTicketQuery, response: { 200: ZMeetingTickets } },
    },
    (request) => meetingTickets(app.ctx, actorOf(request), request.params.public_id, request.query),
  );
  app.get(
    '/api/meetings/:public_id/carry_over',
    { config: RUN, schema: { tags, params: ZPublicIdParams, response: { 200: ZCarryOver } } },
    (request) => carryOver(app.ctx, actorOf(request), request.params.public_id),
  );
  app.post(
    '/api/meetings/:public_id/carry_over',
    {
      config: RUN,
      schema: { tags, params: ZPublicIdParams, body: ZCarryOverRequest, response: { 201: ZMeetingTicket } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await carryOverTicket(app.ctx, actorOf(request), request.params.public_id, request.body.ticket_id)),
  );
  app.get(
    '/api/meetings/:public_id/ics',
    { config: LOGIN, schema: { tags, params: ZPublicIdParams, produces: ['text/calendar'] } },
    async (request, reply) => {
      const { ics, fileName } = await meetingIcsFor(app.ctx, actorOf(request), request.params.public_id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName))
        .header('x-content-type-options', 'nosniff')
        .send(ics);
    },
  );

  app.get(
    '/api/calendar_meetings',
    { config: needs('Mis reuniones'), schema: { tags, querystring: ZCalendarQuery, response: { 200: ZCalendar } } },
    (request) => asAnswer(calendarMeetings(app.ctx, actorOf(request), request.query)),
  );
  app.get(
    '/api/calendar_events',
    { config: needs('Gestionar cuenta'), schema: { tags, querystring: ZCalendarQuery, response: { 200: ZCalendar } } },
    (request) => asAnswer(calendarEvents(app.ctx, actorOf(request), request.query)),
  );
}
