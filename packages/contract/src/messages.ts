/** The specification's texts, verbatim (including its spellings), and the app's own Spanish messages. */
export const MSG = {
  saved: 'Registro guardado con éxito',
  updated: 'Registro actualizado con éxito',
  deleted: 'El registro fue eliminado',
  noRecords: 'No se encontraron registros',
  loading: 'Cargando...',
  noMore: 'No hay más registros.',
  noResponse: 'No se recibió respuesta del servidor',
  requestError: 'Error al realizar la solicitud:',
  genericError: 'Something went wrong. Please try again.',
  incompleteInfo: 'Información incompleta',
  askQuestion: 'Ingrese una pregunta',
  noTasks: 'No tiene tareas asignadas',
  noTickets: 'No tiene tickets asignados',
  noNotifications: 'No hay notificaciones',
  seen: 'Visto',
  selectPlaceholder: 'Seleccione',
  allDepartments: 'Todos los departamentos',
  // API answers
  validation: 'Los datos enviados no son válidos.',
  invalidValue: 'Uno de los datos enviados no es válido (fecha, número o texto fuera de lo admitido).',
  unauthenticated: 'No autenticado. Inicie sesión para continuar.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  csrfMismatch: 'La sesión expiró o el token de seguridad no es válido. Recargue la página e intente de nuevo.',
  notFound: 'El recurso solicitado no existe.',
  routeNotFound: 'La ruta solicitada no existe.',
  serverError: 'Ocurrió un error inesperado en el servidor.',
  throttled: 'Demasiados intentos. Intente de nuevo en unos minutos.',
  badCredentials: 'Las credenciales no coinciden con nuestros registros.',
  inactiveUser: 'Su cuenta está desactivada. Contacte al administrador.',
  resetLinkSent: 'Si el correo está registrado, le enviamos un enlace para restablecer su contraseña.',
  resetDone: 'Su contraseña fue restablecida. Ya puede iniciar sesión.',
  resetInvalid: 'El enlace para restablecer la contraseña no es válido o expiró.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  passwordChanged: 'Contraseña actualizada con éxito',
  loggedOut: 'Sesión cerrada',
  otherSessionsClosed: 'Se cerraron las demás sesiones',
  inUse: 'No se puede eliminar: el registro está en uso.',
  cannotDeactivateSelf: 'No puede desactivar su propia cuenta.',
  lastAdmin: 'Debe quedar al menos un administrador activo.',
  adminRoleLocked: 'El rol Administrador conserva todos los permisos y no se puede eliminar.',
  invalidImage: 'El archivo debe ser una imagen JPG, PNG o WEBP de hasta 2 MB.',
  adminRoleRenameLocked: 'El nombre del rol Administrador no se puede cambiar.',
  roleNameTaken: 'Ya existe un rol con ese nombre.',
  emailTaken: 'Ya existe un usuario con ese correo electrónico.',
  emailOfDeletedUser: 'Ese correo electrónico pertenece a un usuario eliminado.',
  departmentUnavailable: 'El departamento seleccionado no existe o está inactivo.',
  /** A unique value held by a record the user may not see: refused without confirming that record exists. */
  codeUnavailable: 'El código no está disponible.',
  pushServiceNotAllowed: 'El servicio de notificaciones de este navegador no está admitido.',
  deviceOfAnotherUser: 'Este dispositivo ya recibe las notificaciones de otro usuario.',
  roleMissing: 'Uno de los roles seleccionados no existe.',
  adminPasswordSet: 'La contraseña fue actualizada y se cerraron las sesiones del usuario.',
  adminResetLinkSent: 'Se envió al usuario un enlace para restablecer su contraseña.',
  inactiveUserNoLink: 'El usuario está desactivado: actívelo antes de enviarle un enlace.',
  mailFailed: 'No se pudo enviar el correo. Intente de nuevo más tarde.',
  ownPasswordViaProfile: 'Para cambiar su propia contraseña use su perfil, que pide la contraseña actual.',
  // Nobody grants what they do not hold.
  cannotGrantPermissions: 'No puede otorgar permisos que usted no tiene:',
  cannotChangeOwnRoles: 'No puede modificar sus propios roles.',
  outrankedUser: 'No puede modificar a un usuario con más permisos que usted.',
} as const;

/** 422 on a role form: the permissions named are the ones the actor does not hold. */
export const cannotGrantPermissionsMsg = (permissions: readonly string[]) =>
  `${MSG.cannotGrantPermissions} ${permissions.join(', ')}.`;

/** 422 on a user form: the role carries a permission the actor does not hold. */
export const cannotAssignRoleMsg = (role: string) =>
  `No puede asignar el rol «${role}»: incluye permisos que usted no tiene.`;

/** A size as people read it, rounded down so that what is left is never overstated: «12,5 MB», «900 KB». */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(Math.floor((bytes / 1024 / 1024) * 10) / 10).toLocaleString('es-ES')} MB`
    : `${Math.floor(bytes / 1024)} KB`;

/** 413 on an upload: the record already holds `held` of its `max` files. */
export const uploadRecordFullMsg = (max: number, held: number) =>
  `No se pueden adjuntar más archivos: cada registro admite hasta ${max} y este ya tiene ${held}.`;

/** 413 on an upload: it would take the user past the day's volume (`limit` bytes, `used` already today). */
export const uploadDailyVolumeMsg = (limit: number, used: number) =>
  `Supera el límite diario de subida de archivos (${sizeText(limit)} por usuario); hoy le quedan ${sizeText(Math.max(0, limit - used))}. Inténtelo de nuevo mañana o con archivos más pequeños.`;

/** 429 on an upload: more upload requests in a minute than `perMinute`. */
export const uploadRateMsg = (perMinute: number) =>
  `Demasiadas subidas de archivos seguidas (hasta ${perMinute} por minuto). Espere un momento e inténtelo de nuevo.`;
