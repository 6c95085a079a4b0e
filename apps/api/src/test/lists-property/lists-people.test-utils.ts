import { DEPARTMENT_SORTS, ZDepartment, ZDepartmentPage } from '@gestora/contract/departments/departments.schema';
import { ZIdea, ZIdeaPage, ZMyIdea, ZMyIdeaPage } from '@gestora/contract/ideas/ideas.schema';
import {
  ZBoardQuery,
  ZInformationPost,
  ZInformationPostPage,
  ZMyInformationPost,
  ZMyInformationPostPage,
} from '@gestora/contract/information-board/information-board.schema';
import { ALL_NOTIFICATIONS_PAGE_SIZE } from '@gestora/contract/notifications/notification-kinds';
import { ZAllNotificationsResponse, ZNotification } from '@gestora/contract/notifications/notifications.schema';
import { RAG_SORTS, ZRagDocument, ZRagDocumentPage } from '@gestora/contract/rag/rag.schema';
import { ROLE_SORTS, ZRole, ZRolePage } from '@gestora/contract/roles/roles.schema';
import { SECURITY_EVENTS, ZSecurityLogPage } from '@gestora/contract/security-log/security-log.schema';
import { USER_SORTS, ZUser, ZUserPage } from '@gestora/contract/users/users.schema';
import { fieldIs, refIs, wholeAnswer, type ListSpec, type PageOf } from './list-spec.test-utils.ts';
import { WORD } from './world-people.test-utils.ts';
import { UNKNOWN_ID, type World } from './world.test-utils.ts';

const ALL = ['admin', 'narrow', 'own'] as const;

/** Configuration, people, the security log, notifications, documents, ideas and the board: their table. */
export function peopleLists(w: World): ListSpec[] {
  const { people, board } = w;
  const areas = [people.areaA.publicId, people.areaB.publicId, UNKNOWN_ID];
  const area = { values: areas, holds: refIs('department') };
  const active = { values: ['true', 'false'], holds: fieldIs('active') };
  const boardOf = (type: 'public' | 'mine') => ({
    fixed: () => ({ type }),
    filters: { department_id: area },
    maxPerPage: ZBoardQuery.shape.per_page.unwrap().maxValue ?? undefined,
  });
  return [
    {
      route: 'GET /api/users',
      url: '/api/users',
      actors: ['admin', 'narrow'],
      sameForAll: true,
      filters: {
        q: { values: [WORD, 'prueba', 'lectora', 'test.local'] },
        department_id: area,
        role_id: { values: [...people.roles.slice(0, 3).map((r) => r.publicId), UNKNOWN_ID] },
        active,
      },
      sorts: USER_SORTS,
      page: wholeAnswer(ZUserPage),
      detail: { url: (r) => `/api/users/${r.public_id}`, fields: ZUser },
    },
    {
      route: 'GET /api/departments',
      url: '/api/departments',
      actors: ['admin', 'narrow'],
      sameForAll: true,
      filters: { q: { values: [WORD, 'área', 'norte'] }, active },
      sorts: DEPARTMENT_SORTS,
      page: wholeAnswer(ZDepartmentPage),
      detail: { url: (r) => `/api/departments/${r.public_id}`, fields: ZDepartment },
    },
    {
      route: 'GET /api/roles',
      url: '/api/roles',
      actors: ['admin', 'narrow'],
      sameForAll: true,
      filters: { q: { values: ['rol', 'administrador', 'colaborador'] } },
      sorts: ROLE_SORTS,
      page: wholeAnswer(ZRolePage),
      detail: { url: (r) => `/api/roles/${r.public_id}`, fields: ZRole },
    },
    {
      route: 'GET /api/security_log',
      url: '/api/security_log',
      actors: ['admin', 'narrow'],
      sameForAll: true,
      filters: {
        q: { values: ['usuario', 'nadie', 'lectora'] },
        event: { values: Object.keys(SECURITY_EVENTS).slice(0, 3), holds: fieldIs('event') },
      },
      page: wholeAnswer(ZSecurityLogPage),
    },
    {
      route: 'GET /api/all_notifications',
      url: '/api/all_notifications',
      actors: ALL,
      filters: { type: { values: ['task', 'ticket'] }, since: { values: board.since } },
      fixedPerPage: ALL_NOTIFICATIONS_PAGE_SIZE,
      page: (body) => ZAllNotificationsResponse.parse(body).all_notifications as PageOf<Record<string, unknown>>,
      detail: { url: (r) => `/api/find_notification?public_id=${r.public_id}`, fields: ZNotification },
      examples: [{}, { type: 'task' }, { since: board.since[1] }, { type: 'ticket', since: board.since[1] }],
    },
    {
      route: 'GET /api/rag_documents',
      url: '/api/rag_documents',
      actors: ['admin', 'narrow'],
      sameForAll: true,
      filters: { q: { values: [WORD, 'manual'] }, department_id: area },
      sorts: RAG_SORTS,
      page: wholeAnswer(ZRagDocumentPage),
      detail: { url: (r) => `/api/rag_documents/${r.public_id}`, fields: ZRagDocument.omit({ content: true }) },
    },
    {
      route: 'GET /api/idea',
      url: '/api/idea',
      actors: ALL,
      ...boardOf('public'),
      page: wholeAnswer(ZIdeaPage),
      examples: [{ department_id: people.areaA.publicId }],
    },
    {
      route: 'GET /api/idea',
      url: '/api/idea',
      actors: ALL,
      ...boardOf('mine'),
      page: wholeAnswer(ZIdeaPage),
      // One's own ideas only: the detail is the author's.
      detail: { url: (r) => `/api/ideas/${r.public_id}`, fields: ZIdea },
    },
    {
      route: 'GET /api/my_ideas',
      url: '/api/my_ideas',
      actors: ALL,
      filters: { q: { values: [WORD, 'idea', 'propuesta'] } },
      page: wholeAnswer(ZMyIdeaPage),
      detail: { url: (r) => `/api/ideas/${r.public_id}`, fields: ZMyIdea },
    },
    {
      route: 'GET /api/information_board',
      url: '/api/information_board',
      actors: ALL,
      ...boardOf('public'),
      page: wholeAnswer(ZInformationPostPage),
      examples: [{ department_id: people.areaB.publicId }],
    },
    {
      route: 'GET /api/information_board',
      url: '/api/information_board',
      actors: ['admin', 'narrow'],
      ...boardOf('mine'),
      page: wholeAnswer(ZInformationPostPage),
      detail: { url: (r) => `/api/information_board/${r.public_id}`, fields: ZInformationPost },
    },
    {
      route: 'GET /api/my_information_board',
      url: '/api/my_information_board',
      actors: ['admin', 'narrow'],
      filters: { q: { values: [WORD, 'aviso', 'contenido'] } },
      page: wholeAnswer(ZMyInformationPostPage),
      detail: { url: (r) => `/api/information_board/${r.public_id}`, fields: ZMyInformationPost },
    },
  ];
}
