import type { TSelfTaskStatus } from '@gestora/contract/self-assigned/self-assigned.schema';

/**
 * The demo's personal tasks (Autogestión): pools each demo person draws a few categories and tasks from, so that
 * no two people see the same list. Colours are the category form's swatches, one per category, so the categories
 * a person gets always differ in colour.
 */
export interface SelfTaskText {
  title: string;
  description: string | null;
}
export interface SelfCategoryPlan {
  name: string;
  colour: string;
  tasks: SelfTaskText[];
}

const t = (title: string, description: string | null = null): SelfTaskText => ({ title, description });

export const SELF_CATEGORY_POOL: SelfCategoryPlan[] = [
  {
    name: 'Formación',
    colour: '#228be6',
    tasks: [
      t(
        'Terminar el módulo 3 del curso de Excel avanzado',
        'Tablas dinámicas y Power Query; la evaluación cierra el viernes.',
      ),
      t('Inscribirme en el taller de primeros auxilios', 'Cupos limitados: pedir autorización a la jefatura antes.'),
      t('Leer el manual de procedimientos actualizado', 'Versión 2026 publicada en la intranet, capítulos 2 y 5.'),
      t('Preparar resumen del webinar de ciberseguridad', 'Compartir con el equipo los tres puntos más útiles.'),
      t('Repasar la norma ISO 9001 para la auditoría interna', 'Cláusulas 7 y 8, con ejemplos de nuestra área.'),
    ],
  },
  {
    name: 'Administrativo',
    colour: '#868e96',
    tasks: [
      t(
        'Rendir gastos de la visita a terreno',
        'Boletas de peaje, colación y estacionamiento; adjuntarlas al formulario.',
      ),
      t('Solicitar vacaciones de invierno', 'Dos semanas en julio; revisar el saldo de días con Recursos Humanos.'),
      t('Actualizar mis datos de contacto de emergencia'),
      t('Firmar y enviar el anexo de contrato', 'Recursos Humanos lo necesita firmado antes del cierre de mes.'),
      t('Ordenar la carpeta compartida del área', 'Archivar lo de 2025 y dejar una carpeta por proyecto.'),
    ],
  },
  {
    name: 'Seguimiento de clientes',
    colour: '#fd7e14',
    tasks: [
      t('Llamar a la Municipalidad por el acta de recepción', 'Confirmar la fecha de firma con Patricia Olivares.'),
      t('Enviar la minuta de la reunión al Hospital Regional', 'Incluir los acuerdos, responsables y plazos.'),
      t('Responder la consulta de la Cooperativa Los Aromos', 'Preguntan por la garantía del sistema de riego.'),
      t('Agendar visita a Constructora Andes', 'Proponer dos fechas para revisar el avance de la obra.'),
      t('Preparar el avance para Fundación Educa Futuro', 'Cronograma, riesgos y próximos hitos en cinco láminas.'),
    ],
  },
  {
    name: 'Personal',
    colour: '#40c057',
    tasks: [
      t('Pedir hora al dentista'),
      t('Renovar la licencia de conducir', 'Llevar el certificado de antecedentes y dos fotos.'),
      t('Comprar el regalo de cumpleaños de mamá'),
      t('Pagar la cuenta de la luz', 'Vence a fin de mes; pagar por la web del banco.'),
      t('Inscribir a los niños en el taller de verano', 'Piscina municipal, horario de mañana.'),
    ],
  },
  {
    name: 'Reuniones y coordinación',
    colour: '#15aabf',
    tasks: [
      t('Preparar la agenda de la reunión semanal del área', 'Temas pendientes, avances y bloqueos de cada uno.'),
      t('Coordinar el turno de reemplazos de febrero', 'Cubrir las vacaciones sin dejar días sin responsable.'),
      t('Revisar los compromisos de la última reunión', 'Verificar que cada acuerdo tenga responsable y fecha.'),
      t('Reservar sala para la capacitación de marzo', 'Sala grande del segundo piso, con proyector.'),
      t('Enviar recordatorio de la reunión con jefaturas'),
    ],
  },
  {
    name: 'Documentación',
    colour: '#be4bdb',
    tasks: [
      t(
        'Actualizar el procedimiento de compras menores',
        'Incorporar el nuevo tope de montos y el flujo de aprobación.',
      ),
      t('Escanear los contratos firmados del trimestre', 'Subirlos al repositorio con el nombre estándar.'),
      t('Redactar el instructivo de la impresora nueva', 'Paso a paso con capturas para el área.'),
      t('Completar la ficha de traspaso de funciones', 'Para quien me reemplace durante las vacaciones.'),
      t('Revisar las plantillas de informes', 'Unificar logotipo, tipografía y pie de página.'),
    ],
  },
  {
    name: 'Mejoras del área',
    colour: '#fab005',
    tasks: [
      t('Proponer mejoras al formulario de solicitudes', 'Quitar campos que nadie usa y agregar el centro de costo.'),
      t('Medir los tiempos de respuesta del último mes', 'Promedio por tipo de solicitud para la jefatura.'),
      t('Armar la lista de útiles de oficina por comprar'),
      t('Probar la nueva versión de la planilla de control', 'Validar las fórmulas con los datos de enero.'),
      t('Ordenar el inventario de equipos del área', 'Cruzar los números de serie con el registro de TI.'),
    ],
  },
  {
    name: 'Salud y bienestar',
    colour: '#fa5252',
    tasks: [
      t('Hacer la pausa activa con el equipo', 'Diez minutos de estiramiento a las 11:00.'),
      t('Agendar el examen médico preventivo', 'Lo cubre el seguro complementario una vez al año.'),
      t('Inscribirme en la liga de fútbol de la empresa'),
      t('Caminar 30 minutos después del almuerzo'),
      t('Ajustar la altura de la silla y del monitor', 'Recomendación de la evaluación ergonómica.'),
    ],
  },
];

/** Tasks a person leaves without category. */
export const SELF_UNCATEGORISED_POOL: SelfTaskText[] = [
  t('Responder los correos pendientes de la semana', 'Dejar la bandeja de entrada bajo 20 mensajes.'),
  t('Devolver el libro a la biblioteca'),
  t('Revisar el calendario de la próxima semana'),
  t('Cambiar la contraseña del correo', 'El sistema pide cambiarla cada 90 días.'),
  t('Llevar el notebook a soporte', 'La batería dura menos de una hora.'),
  t('Confirmar asistencia al aniversario de la empresa'),
  t('Ordenar el escritorio y archivar papeles'),
  t('Anotar ideas para el tablero de innovación', 'Dos o tres propuestas para la próxima convocatoria.'),
];

/**
 * Where a person's n-th task goes: its column, its due date (days from the organisation's today, null: none) and
 * a priority index (into TASK_PRIORITIES, shifted per person). Ordered so that any first 8 hold every column, an
 * overdue task, one due today and some in the next weeks.
 */
export interface SelfTaskSlot {
  status: TSelfTaskStatus;
  due: number | null;
  priority: number;
}
export const SELF_TASK_SLOTS: SelfTaskSlot[] = [
  { status: 'Pendiente', due: -3, priority: 2 },
  { status: 'En proceso', due: 2, priority: 1 },
  { status: 'Hecha', due: -6, priority: 1 },
  { status: 'Pendiente', due: 0, priority: 3 },
  { status: 'En proceso', due: -1, priority: 2 },
  { status: 'Pendiente', due: 7, priority: 1 },
  { status: 'Hecha', due: -2, priority: 0 },
  { status: 'Pendiente', due: null, priority: 0 },
  { status: 'En proceso', due: 10, priority: 3 },
  { status: 'Pendiente', due: 14, priority: 1 },
  { status: 'Hecha', due: null, priority: 2 },
  { status: 'Pendiente', due: 21, priority: 0 },
];
