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
import { apiRoutes } from '../../lib/api-routes.ts';
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
import { MEETINGS_EXPORT, MY_MEETINGS_EXPORT } from '@gestora/contract/exports/meetings-export';
import { exportRoute } from '../../lib/export/export-route.ts';

const tags = ['Reuniones'];
const RUN = needs('Iniciar reunión');
const UPDATE = needs('Actualizar reuniones');

/**
 * Meetings (PRODUCT.md "Reuniones"). Reading one is for its organiser, its participants and 'Ver reuniones'
 * holders (LOGIN, the service answers 404 to anyone else); running it is its organiser's ('Iniciar reunión').
 */
export async function meetingsRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const route = apiRoutes(server, tags);

  route.list('/api/meetings', needs('Ver reuniones'), ZMeetingListQuery, ZMeetingPage, meetingsList.answer);
  route.list('/api/my_meetings', needs('Mis reuniones'), ZMeetingListQuery, ZMeetingPage, myMeetingsList.answer);
  exportRoute(server, '/api/meetings', needs('Ver reuniones'), ZMeetingListQuery, meetingsList, MEETINGS_EXPORT, tags);
  exportRoute(
    server,
    '/api/my_meetings',
    needs('Mis reuniones'),
    ZMeetingListQuery,
    myMeetingsList,
    MY_MEETINGS_EXPORT,
    tags,
  );
  route.read('/api/meetings/:public_id', LOGIN, ZMeetingDetail, getMeeting);
  route.create('/api/meetings', needs('Registrar reuniones'), ZMeetingRequest, ZMeetingDetail, createMeeting);
  route.update('/api/meetings/:public_id', UPDATE, ZMeetingRequest, ZMeetingDetail, updateMeeting);
  route.action('/api/meetings/:public_id/cancel', UPDATE, ZMeetingDetail, cancelMeeting);
  route.action('/api/meetings/:public_id/start', RUN, ZMeetingDetail, startMeeting);
  route.update('/api/meetings/:public_id/attendance', RUN, ZMeetingAttendanceRequest, ZMeetingDetail, takeAttendance);
  route.update(
    '/api/meetings/:public_id/minutes',
    RUN,
    ZMeetingMinutesRequest,
    ZMeetingDetail,
    (ctx, actor, id, body) => writeMinutes(ctx, actor, id, body.minutes),
  );
  route.create('/api/meetings/:public_id/agreements', RUN, ZAgreementRequest, ZMeetingTicket, addAgreement);
  route.action('/api/meetings/:public_id/finish', RUN, ZMeetingDetail, finishMeeting);
  route.list('/api/meetings/:public_id/tickets', LOGIN, ZMeetingTicketQuery, ZMeetingTickets, meetingTickets);
  route.read('/api/meetings/:public_id/carry_over', RUN, ZCarryOver, carryOver);
  route.create('/api/meetings/:public_id/carry_over', RUN, ZCarryOverRequest, ZMeetingTicket, (ctx, actor, id, body) =>
    carryOverTicket(ctx, actor, id, body.ticket_id),
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

  route.list('/api/calendar_meetings', needs('Mis reuniones'), ZCalendarQuery, ZCalendar, (ctx, actor, query) =>
    asAnswer(calendarMeetings(ctx, actor, query)),
  );
  route.list('/api/calendar_events', needs('Gestionar cuenta'), ZCalendarQuery, ZCalendar, (ctx, actor, query) =>
    asAnswer(calendarEvents(ctx, actor, query)),
  );
}
