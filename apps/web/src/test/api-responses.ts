import { z } from 'zod';
import { ZAuthUser, ZWebLoginResponse } from '@gestora/contract/auth/auth.schema';
import { ZClient, ZClientOptions, ZClientPage } from '@gestora/contract/clients/clients.schema';
import { ZMessage } from '@gestora/contract/common.schema';
import { ZActiveDepartments, ZDepartment, ZDepartmentPage } from '@gestora/contract/departments/departments.schema';
import { ZMicroTask, ZMicroTaskList, ZMyMicroTaskPage } from '@gestora/contract/micro-tasks/micro-tasks.schema';
import {
  ZAllNotificationsResponse,
  ZNotification,
  ZStatusResponse,
  ZTasksInMemberResponse,
  ZTicketsInResponsibleResponse,
} from '@gestora/contract/notifications/notifications.schema';
import {
  ZCalendar,
  ZCarryOver,
  ZMeetingDetail,
  ZMeetingPage,
  ZMeetingTicket,
  ZMeetingTickets,
} from '@gestora/contract/meetings/meetings.schema';
import { ZEndOtherSessionsResponse, ZSessionList } from '@gestora/contract/profile/profile.schema';
import { ZProjectDetail, ZProjectOptions, ZProjectPage } from '@gestora/contract/projects/projects.schema';
import {
  ZChatDocument,
  ZChatResponse,
  ZRagDocument,
  ZRagDocumentPage,
  ZRagEmbeddingsStatus,
} from '@gestora/contract/rag/rag.schema';
import { ZPermissionCatalogue, ZRole, ZRoleOptions, ZRolePage } from '@gestora/contract/roles/roles.schema';
import { ZSecurityLogPage } from '@gestora/contract/security-log/security-log.schema';
import {
  ZStageActivity,
  ZStageActivityOptions,
  ZStageActivityPage,
} from '@gestora/contract/stage-activities/stage-activities.schema';
import { ZStage, ZStageDetail, ZStageOptions, ZStagePage } from '@gestora/contract/stages/stages.schema';
import { ZSubtask, ZSubtaskPage } from '@gestora/contract/subtasks/subtasks.schema';
import {
  ZMyTaskPage,
  ZTaskBoard,
  ZTaskComment,
  ZTaskCommentPage,
  ZTaskDetail,
  ZTaskFiles,
  ZTaskHistoryPage,
  ZTaskPage,
} from '@gestora/contract/tasks/tasks.schema';
import { ZCreateUserResponse, ZUser, ZUserOptions, ZUserPage } from '@gestora/contract/users/users.schema';
import { ZTicketPublic, ZTicketSolutionPage } from '@gestora/contract/tickets/ticket-lookup.schema';
import { ZServiceLevels } from '@gestora/contract/tickets/ticket-service-levels.schema';
import {
  ZTicketComment,
  ZTicketCommentPage,
  ZTicketDetail,
  ZTicketFiles,
  ZTicketHistoryPage,
  ZTicketPage,
} from '@gestora/contract/tickets/tickets.schema';
import { ZTasksAndTicketsChart } from '@gestora/contract/home/home-chart.schema';
import {
  ZIdeaPage,
  ZIdeaVoteResponse,
  ZMyIdea,
  ZMyIdeaPage,
  ZSimilarIdeas,
} from '@gestora/contract/ideas/ideas.schema';
import {
  ZInformationPostPage,
  ZMyInformationPost,
  ZMyInformationPostPage,
} from '@gestora/contract/information-board/information-board.schema';

/** Calls that answer with no body worth checking (the csrf cookie, a sign-out) or with no contract yet (the AI chat). */
const none = z.unknown();

/**
 * The answer of each API call the web app makes, as the API declares it in its routes (`response: {200: Z…}`):
 * mockApi parses every mocked answer with these, so a test cannot keep passing on a shape the server no longer
 * sends. A call missing here does not type-check in a test: add it with the schema of its route.
 */
import {
  ZFleetCosts,
  ZMaintenanceRecord,
  ZMaintenanceRecordPage,
} from '@gestora/contract/vehicles/maintenance-records.schema';
import { ZMaintenanceRequest, ZMaintenanceRequestPage } from '@gestora/contract/vehicles/maintenance-requests.schema';
import {
  ZMaintenanceType,
  ZMaintenanceTypeOptions,
  ZMaintenanceTypePage,
} from '@gestora/contract/vehicles/maintenance-types.schema';
import { ZVehicleDetail, ZVehicleOptions, ZVehiclePage } from '@gestora/contract/vehicles/vehicles.schema';
import {
  ZSelfCategory,
  ZSelfCategoryOptions,
  ZSelfCategoryPage,
  ZSelfTask,
  ZSelfTaskBoard,
  ZSelfTaskPage,
} from '@gestora/contract/self-assigned/self-assigned.schema';
import {
  ZProjectFulfilmentPage,
  ZProjectReport,
  ZReportTaskPage,
  ZResponsibleReportPage,
} from '@gestora/contract/reports/reports.schema';

export const API_RESPONSES = {
  'GET /sanctum/csrf-cookie': none,
  'POST /login': ZWebLoginResponse,
  'POST /logout': none,
  'GET /api/user': ZAuthUser,
  'GET /api/user_permissions': z.array(z.string()),
  'GET /api/profile': ZAuthUser,
  'PUT /api/profile': ZAuthUser,
  'POST /api/profile/avatar': ZAuthUser,
  'DELETE /api/profile/avatar': ZAuthUser,
  'PUT /api/profile/password': ZMessage,
  'GET /api/profile/sessions': ZSessionList,
  'DELETE /api/profile/sessions': ZEndOtherSessionsResponse,
  'DELETE /api/profile/sessions/:id': ZMessage,

  'GET /api/user_options': ZUserOptions,
  'GET /api/project_options': ZProjectOptions,
  'GET /api/stage_options': ZStageOptions,
  'GET /api/stage_activity_options': ZStageActivityOptions,
  'GET /api/client_options': ZClientOptions,
  'GET /api/active_departments': ZActiveDepartments,
  'GET /api/role_options': ZRoleOptions,
  'GET /api/permissions': ZPermissionCatalogue,

  'GET /api/users': ZUserPage,
  'POST /api/users': ZCreateUserResponse,
  'PUT /api/users/:id': ZUser,
  'PUT /api/users/:id/active': ZUser,
  'POST /api/users/:id/password': ZMessage,
  'GET /api/roles': ZRolePage,
  'POST /api/roles': ZRole,
  'PUT /api/roles/:id': ZRole,
  'DELETE /api/roles/:id': ZMessage,
  'GET /api/departments': ZDepartmentPage,
  'POST /api/departments': ZDepartment,
  'PUT /api/departments/:id': ZDepartment,
  'DELETE /api/departments/:id': ZMessage,
  'GET /api/security_log': ZSecurityLogPage,

  'GET /api/clients': ZClientPage,
  'POST /api/clients': ZClient,
  'PUT /api/clients/:id': ZClient,
  'DELETE /api/clients/:id': ZMessage,
  'GET /api/projects': ZProjectPage,
  'GET /api/projects/:id': ZProjectDetail,
  'POST /api/projects': ZProjectDetail,
  'PUT /api/projects/:id': ZProjectDetail,
  'DELETE /api/projects/:id': ZMessage,
  'GET /api/stages': ZStagePage,
  'GET /api/stages/:id': ZStageDetail,
  'POST /api/stages': ZStage,
  'PUT /api/stages/:id': ZStage,
  'PUT /api/stages/:id/position': ZStage,
  'DELETE /api/stages/:id': ZMessage,
  'GET /api/stage_activities': ZStageActivityPage,
  'GET /api/stage_activities/:id': ZStageActivity,
  'POST /api/stage_activities': ZStageActivity,
  'PUT /api/stage_activities/:id': ZStageActivity,
  'DELETE /api/stage_activities/:id': ZMessage,

  'GET /api/tasks': ZTaskPage,
  'GET /api/tasks/board': ZTaskBoard,
  'GET /api/my_tasks': ZMyTaskPage,
  'GET /api/tasks/:id': ZTaskDetail,
  'POST /api/tasks': ZTaskDetail,
  'PUT /api/tasks/:id': ZTaskDetail,
  'PUT /api/tasks/:id/status': ZTaskDetail,
  'DELETE /api/tasks/:id': ZMessage,
  'GET /api/tasks/:id/comments': ZTaskCommentPage,
  'POST /api/tasks/:id/comments': ZTaskComment,
  'GET /api/tasks/:id/history': ZTaskHistoryPage,
  'POST /api/tasks/:id/files': ZTaskFiles,
  'DELETE /api/tasks/:id/files/:file': ZMessage,
  'GET /api/tasks/:id/subtasks': ZSubtaskPage,
  'POST /api/subtasks': ZSubtask,
  'PUT /api/subtasks/:id': ZSubtask,
  'PUT /api/subtasks/:id/status': ZSubtask,
  'DELETE /api/subtasks/:id': ZMessage,
  'GET /api/subtasks/:id/micro_tasks': ZMicroTaskList,
  'POST /api/micro_tasks': ZMicroTask,
  'PUT /api/micro_tasks/:id/done': ZMicroTask,
  'DELETE /api/micro_tasks/:id': ZMessage,
  'GET /api/my_micro_tasks': ZMyMicroTaskPage,

  'GET /api/tickets': ZTicketPage,
  'GET /api/my_tickets': ZTicketPage,
  'GET /api/my_requested_tickets': ZTicketPage,
  'GET /api/tickets/:id': ZTicketDetail,
  'POST /api/tickets': ZTicketDetail,
  'PUT /api/tickets/:id': ZTicketDetail,
  'PUT /api/tickets/:id/responsible': ZTicketDetail,
  'PUT /api/tickets/:id/status': ZTicketDetail,
  'POST /api/tickets/:id/close': ZTicketDetail,
  'GET /api/tickets/:id/comments': ZTicketCommentPage,
  'POST /api/tickets/:id/comments': ZTicketComment,
  'GET /api/tickets/:id/history': ZTicketHistoryPage,
  'POST /api/tickets/:id/files': ZTicketFiles,
  'DELETE /api/tickets/:id/files/:file': ZMessage,
  'GET /api/find_ticket/:id': ZTicketPublic,
  'GET /api/ticket_solutions': ZTicketSolutionPage,
  'GET /api/ticket_service_levels': ZServiceLevels,
  'PUT /api/ticket_service_levels': ZServiceLevels,

  'GET /api/tasks_in_member': ZTasksInMemberResponse,
  'GET /api/tickets_in_responsible': ZTicketsInResponsibleResponse,
  'GET /api/all_notifications': ZAllNotificationsResponse,
  'GET /api/find_notification': ZNotification,
  'POST /api/update_all_notifications': ZStatusResponse,
  'POST /api/update_task_notification': ZStatusResponse,
  'POST /api/update_ticket_notification': ZStatusResponse,
  'GET /api/meetings': ZMeetingPage,
  'GET /api/my_meetings': ZMeetingPage,
  'GET /api/meetings/:id': ZMeetingDetail,
  'POST /api/meetings': ZMeetingDetail,
  'PUT /api/meetings/:id': ZMeetingDetail,
  'POST /api/meetings/:id/cancel': ZMeetingDetail,
  'POST /api/meetings/:id/start': ZMeetingDetail,
  'POST /api/meetings/:id/finish': ZMeetingDetail,
  'PUT /api/meetings/:id/attendance': ZMeetingDetail,
  'PUT /api/meetings/:id/minutes': ZMeetingDetail,
  'POST /api/meetings/:id/agreements': ZMeetingTicket,
  'GET /api/meetings/:id/tickets': ZMeetingTickets,
  'GET /api/meetings/:id/carry_over': ZCarryOver,
  'POST /api/meetings/:id/carry_over': ZMeetingTicket,
  'GET /api/calendar_meetings': ZCalendar,
  'GET /api/calendar_events': ZCalendar,

  'POST /api/chat_ia_rag': ZChatResponse,
  'GET /api/chat_ia_rag/documents/:id': ZChatDocument,
  'GET /api/rag_documents': ZRagDocumentPage,
  'GET /api/rag_documents/:id': ZRagDocument,
  'POST /api/rag_documents': ZRagDocument,
  'PUT /api/rag_documents/:id': ZRagDocument,
  'DELETE /api/rag_documents/:id': ZMessage,
  'POST /api/rag_documents/:id/file': ZRagDocument,
  'DELETE /api/rag_documents/:id/file': ZRagDocument,
  'GET /api/rag_embeddings': ZRagEmbeddingsStatus,
  'POST /api/rag_embeddings': ZRagEmbeddingsStatus,
  'GET /api/information_board': ZInformationPostPage,
  'GET /api/my_information_board': ZMyInformationPostPage,
  'GET /api/information_board/:id': ZMyInformationPost,
  'POST /api/information_board': ZMyInformationPost,
  'PUT /api/information_board/:id': ZMyInformationPost,
  'DELETE /api/information_board/:id': ZMessage,
  'POST /api/information_board/:id/files': ZMyInformationPost,
  'DELETE /api/information_board/:id/files/:file': ZMessage,
  'GET /api/idea': ZIdeaPage,
  'POST /api/idea_vote': ZIdeaVoteResponse,
  'GET /api/similar_ideas': ZSimilarIdeas,
  'GET /api/my_ideas': ZMyIdeaPage,
  'POST /api/ideas': ZMyIdea,
  'GET /api/ideas/:id': ZMyIdea,
  'PUT /api/ideas/:id': ZMyIdea,
  'DELETE /api/ideas/:id': ZMessage,
  'GET /api/tasks_and_tickets_chart': ZTasksAndTicketsChart,

  'GET /api/vehicles': ZVehiclePage,
  'GET /api/vehicles/:id': ZVehicleDetail,
  'POST /api/vehicles': ZVehicleDetail,
  'PUT /api/vehicles/:id': ZVehicleDetail,
  'DELETE /api/vehicles/:id': ZMessage,
  'POST /api/vehicles/:id/photo': ZVehicleDetail,
  'DELETE /api/vehicles/:id/photo': ZVehicleDetail,
  'GET /api/vehicle_options': ZVehicleOptions,
  'GET /api/maintenance_types': ZMaintenanceTypePage,
  'GET /api/maintenance_types/:id': ZMaintenanceType,
  'POST /api/maintenance_types': ZMaintenanceType,
  'PUT /api/maintenance_types/:id': ZMaintenanceType,
  'DELETE /api/maintenance_types/:id': ZMessage,
  'GET /api/maintenance_type_options': ZMaintenanceTypeOptions,
  'GET /api/maintenance_requests': ZMaintenanceRequestPage,
  'GET /api/maintenance_requests/:id': ZMaintenanceRequest,
  'POST /api/maintenance_requests': ZMaintenanceRequest,
  'PUT /api/maintenance_requests/:id': ZMaintenanceRequest,
  'DELETE /api/maintenance_requests/:id': ZMessage,
  'POST /api/maintenance_requests/:id/review': ZMaintenanceRequest,
  'POST /api/maintenance_requests/:id/photos': ZMaintenanceRequest,
  'DELETE /api/maintenance_requests/:id/photos/:file_id': ZMessage,
  'GET /api/maintenance_records': ZMaintenanceRecordPage,
  'GET /api/maintenance_records/:id': ZMaintenanceRecord,
  'POST /api/maintenance_records': ZMaintenanceRecord,
  'PUT /api/maintenance_records/:id': ZMaintenanceRecord,
  'DELETE /api/maintenance_records/:id': ZMessage,
  'POST /api/maintenance_records/:id/invoices': ZMaintenanceRecord,
  'DELETE /api/maintenance_records/:id/invoices/:file_id': ZMessage,
  'GET /api/vehicle_costs': ZFleetCosts,

  'GET /api/self_assigned_categories': ZSelfCategoryPage,
  'GET /api/self_assigned_categories/:id': ZSelfCategory,
  'POST /api/self_assigned_categories': ZSelfCategory,
  'PUT /api/self_assigned_categories/:id': ZSelfCategory,
  'DELETE /api/self_assigned_categories/:id': ZMessage,
  'GET /api/self_assigned_category_options': ZSelfCategoryOptions,
  'GET /api/self_assigned_tasks': ZSelfTaskPage,
  'GET /api/self_assigned_tasks/:id': ZSelfTask,
  'POST /api/self_assigned_tasks': ZSelfTask,
  'PUT /api/self_assigned_tasks/:id': ZSelfTask,
  'DELETE /api/self_assigned_tasks/:id': ZMessage,
  'POST /api/self_assigned_tasks/:id/move': ZSelfTask,
  'GET /api/self_assigned_task_board': ZSelfTaskBoard,
  'GET /api/report/project_fulfillment': ZProjectFulfilmentPage,
  'GET /api/report/project/:public_id': ZProjectReport,
  'GET /api/report/project/:project_id/tasks/:filter': ZReportTaskPage,
  'GET /api/report/responsible': ZResponsibleReportPage,
  'GET /api/report/responsible/:user_id/tasks/:filter': ZReportTaskPage,
} as const satisfies Record<string, z.ZodType>;

export type ApiCall = keyof typeof API_RESPONSES;
/** What a mocked answer must look like: the schema's input (what the server would serialise). */
export type ApiAnswer<K extends ApiCall> = z.input<(typeof API_RESPONSES)[K]>;
