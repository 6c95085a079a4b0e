/**
 * The demo organisation's projects. Days are offsets from today, so that every remaining-days label ('Faltan N
 * días', 'Finaliza hoy', 'La fecha  de entrega terminó', 'No aplica') and every report figure has examples.
 */
export interface TaskPlan {
  title: string;
  description: string;
  priority: 'Baja' | 'Media' | 'Alta' | 'Urgente';
  status: '1' | '2' | '3' | '4' | '5';
  start: number;
  end: number | null;
  /** Finished tasks: days after the end date they were completed (absent: a day early). */
  lateBy?: number;
  members: string[];
  comment?: string;
  subtasks?: { title: string; responsible: string; status: '1' | '2' | '5'; micro?: string[] }[];
}
interface ActivityPlan {
  name: string;
  description: string;
  responsible: string;
  status: 'Pendiente' | 'En proceso' | 'Finalizada';
  start: number;
  end: number;
  tasks: TaskPlan[];
}
interface StagePlan {
  name: string;
  description: string;
  status: 'Pendiente' | 'En proceso' | 'Finalizada';
  start: number;
  end: number;
  activities: ActivityPlan[];
}
export interface ProjectPlan {
  code: string;
  name: string;
  description: string;
  client: string;
  area: string;
  manager: string;
  createdBy: string;
  status: 'Planificado' | 'En curso' | 'Pausado' | 'Finalizado' | 'Cancelado';
  start: number;
  end: number;
  stages: StagePlan[];
}

const m = (name: string) => `${name}@gestora.local`;
const LUCIA = m('lucia.fernandez');
const MIGUEL = m('miguel.herrera');
const PAULA = m('paula.jimenez');
const JAVIER = m('javier.mendoza');
const NATALIA = m('natalia.reyes');
const CAMILA = m('camila.rojas');
const SEBASTIAN = m('sebastian.castillo');
const DANIELA = m('daniela.vega');
const ANDRES = m('andres.sanchez');
const MARIA = m('maria.gonzalez');
const CARLOS = m('carlos.ramirez');
const JORGE = m('jorge.martinez');
const RICARDO = m('ricardo.flores');
const GABRIELA = m('gabriela.paredes');
const ISABEL = m('isabel.molina');
const TOMAS = m('tomas.gutierrez');
const ANA = m('ana.lopez');
const VALENTINA = m('valentina.morales');

export const PROJECT_PLANS: ProjectPlan[] = [
  {
    code: 'VAL-ALUM',
    name: 'Recambio de alumbrado público en cerros de Valparaíso',
    description: 'Reemplazo de 1.200 luminarias de sodio por LED en cuatro cerros, con telegestión.',
    client: 'Municipalidad de Valparaíso',
    area: 'Operaciones',
    manager: MIGUEL,
    createdBy: MIGUEL,
    status: 'En curso',
    start: -60,
    end: 90,
    stages: [
      {
        name: 'Levantamiento en terreno',
        description: 'Catastro de postes, luminarias y tableros.',
        status: 'Finalizada',
        start: -60,
        end: -30,
        activities: [
          {
            name: 'Catastro de luminarias',
            description: 'Registro georreferenciado de cada punto de luz.',
            responsible: PAULA,
            status: 'Finalizada',
            start: -60,
            end: -35,
            tasks: [
              {
                title: 'Catastro cerro Alegre y Concepción',
                description: 'Registrar 320 puntos de luz con fotografía.',
                priority: 'Alta',
                status: '5',
                start: -60,
                end: -45,
                members: [JAVIER, NATALIA],
                lateBy: 3,
                comment: 'Terminado con tres días de atraso por lluvia.',
              },
              {
                title: 'Catastro cerro Bellavista',
                description: 'Registrar 280 puntos de luz.',
                priority: 'Media',
                status: '5',
                start: -50,
                end: -38,
                members: [NATALIA],
              },
              {
                title: 'Consolidar planilla de catastro',
                description: 'Unificar las planillas de terreno en una sola base.',
                priority: 'Media',
                status: '5',
                start: -40,
                end: -35,
                members: [LUCIA],
                lateBy: 1,
              },
            ],
          },
        ],
      },
      {
        name: 'Instalación',
        description: 'Montaje de luminarias LED y nodos de telegestión.',
        status: 'En proceso',
        start: -29,
        end: 60,
        activities: [
          {
            name: 'Montaje cerro Alegre',
            description: 'Instalación en horario nocturno con corte programado.',
            responsible: JAVIER,
            status: 'En proceso',
            start: -29,
            end: 20,
            tasks: [
              {
                title: 'Coordinar cortes de energía con la distribuidora',
                description: 'Solicitar ventanas de corte para cuatro noches.',
                priority: 'Urgente',
                status: '3',
                start: -20,
                end: 0,
                members: [PAULA, LUCIA],
                comment: 'Enviada la solicitud, falta la confirmación escrita.',
                subtasks: [
                  {
                    title: 'Preparar carta a la distribuidora',
                    responsible: LUCIA,
                    status: '2',
                    micro: [
                      'Adjuntar plano de sectores',
                      'Firmar por el jefe de proyecto',
                      'Enviar por oficina de partes',
                    ],
                  },
                ],
              },
              {
                title: 'Instalar luminarias sector plaza Bismarck',
                description: '96 luminarias en calles Templeman y Urriola.',
                priority: 'Alta',
                status: '2',
                start: -10,
                end: 6,
                members: [JAVIER, NATALIA],
                subtasks: [
                  {
                    title: 'Retirar luminarias antiguas',
                    responsible: NATALIA,
                    status: '5',
                    micro: ['Acopiar luminarias retiradas', 'Registrar números de serie'],
                  },
                  {
                    title: 'Montar y energizar',
                    responsible: JAVIER,
                    status: '2',
                    micro: ['Verificar torque de anclajes', 'Medir consumo por circuito', 'Fotografiar cada punto'],
                  },
                ],
              },
              {
                title: 'Reparar tablero del pasaje Fischer',
                description: 'Tablero con filtración detectado en el catastro.',
                priority: 'Alta',
                status: '4',
                start: -12,
                end: -2,
                members: [JAVIER],
                comment: 'Devuelta: falta el certificado del instalador.',
              },
            ],
          },
          {
            name: 'Telegestión',
            description: 'Puesta en marcha de nodos y plataforma.',
            responsible: SEBASTIAN,
            status: 'Pendiente',
            start: 10,
            end: 60,
            tasks: [
              {
                title: 'Configurar plataforma de telegestión',
                description: 'Alta de nodos y perfiles de atenuación.',
                priority: 'Media',
                status: '1',
                start: 10,
                end: 40,
                members: [SEBASTIAN, DANIELA],
              },
              {
                title: 'Capacitar a funcionarios municipales',
                description: 'Dos sesiones de operación básica.',
                priority: 'Baja',
                status: '1',
                start: 45,
                end: null,
                members: [VALENTINA],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'HRS-RED',
    name: 'Modernización de la red de datos del Hospital Regional',
    description: 'Nuevo cableado estructurado, wifi clínico y segmentación de red por servicio.',
    client: 'Hospital Regional del Sur',
    area: 'Tecnologías de la Información',
    manager: ANDRES,
    createdBy: ANDRES,
    status: 'En curso',
    start: -45,
    end: 75,
    stages: [
      {
        name: 'Diseño',
        description: 'Arquitectura de red y plan de migración sin cortes clínicos.',
        status: 'Finalizada',
        start: -45,
        end: -20,
        activities: [
          {
            name: 'Arquitectura de red',
            description: 'VLAN por servicio, redundancia en núcleo.',
            responsible: DANIELA,
            status: 'Finalizada',
            start: -45,
            end: -20,
            tasks: [
              {
                title: 'Diagrama lógico de la red',
                description: 'Núcleo, distribución y acceso por pabellón.',
                priority: 'Alta',
                status: '5',
                start: -45,
                end: -30,
                members: [DANIELA, CAMILA],
              },
              {
                title: 'Plan de direccionamiento IP',
                description: 'Subredes por servicio y reserva para equipos médicos.',
                priority: 'Media',
                status: '5',
                start: -35,
                end: -22,
                members: [DANIELA],
                lateBy: 5,
                comment: 'Se atrasó por la revisión del área de pabellones.',
              },
            ],
          },
        ],
      },
      {
        name: 'Implementación',
        description: 'Obras de cableado y configuración de equipos.',
        status: 'En proceso',
        start: -19,
        end: 60,
        activities: [
          {
            name: 'Cableado pabellón central',
            description: 'Categoría 6A a 240 puntos.',
            responsible: SEBASTIAN,
            status: 'En proceso',
            start: -19,
            end: 30,
            tasks: [
              {
                title: 'Tendido de bandejas portacables',
                description: 'Pisos 1 a 3 del pabellón central.',
                priority: 'Alta',
                status: '2',
                start: -15,
                end: 3,
                members: [SEBASTIAN, JAVIER],
                subtasks: [
                  {
                    title: 'Piso 1',
                    responsible: SEBASTIAN,
                    status: '5',
                    micro: ['Medir recorrido', 'Instalar soportes'],
                  },
                  {
                    title: 'Piso 2',
                    responsible: JAVIER,
                    status: '2',
                    micro: ['Instalar soportes', 'Certificar puntos'],
                  },
                ],
              },
              {
                title: 'Certificación de puntos de red',
                description: 'Certificar con equipo Fluke y entregar informe.',
                priority: 'Media',
                status: '1',
                start: 5,
                end: 25,
                members: [SEBASTIAN, LUCIA],
              },
              {
                title: 'Configurar wifi clínico',
                description: 'SSID separados para personal, pacientes y equipos.',
                priority: 'Urgente',
                status: '3',
                start: -8,
                end: 0,
                members: [CAMILA],
                comment: 'Lista para revisión del jefe de TI.',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'AND-EDIF',
    name: 'Inspección técnica del edificio Mirador Andes',
    description: 'Inspección técnica de obra para un edificio de 18 pisos en Las Condes.',
    client: 'Constructora Andes Ltda.',
    area: 'Operaciones',
    manager: PAULA,
    createdBy: MARIA,
    status: 'Pausado',
    start: -90,
    end: 120,
    stages: [
      {
        name: 'Obra gruesa',
        description: 'Control de hormigones y armaduras.',
        status: 'En proceso',
        start: -90,
        end: 30,
        activities: [
          {
            name: 'Control de hormigones',
            description: 'Ensayos de probetas a 7 y 28 días.',
            responsible: PAULA,
            status: 'En proceso',
            start: -90,
            end: 30,
            tasks: [
              {
                title: 'Informe de ensayos losas pisos 10 a 12',
                description: 'Consolidar resultados del laboratorio.',
                priority: 'Media',
                status: '2',
                start: -20,
                end: -5,
                members: [PAULA, LUCIA],
                comment: 'Proyecto en pausa por permiso municipal; el informe sigue pendiente.',
              },
              {
                title: 'Visita de inspección semanal',
                description: 'Recorrido y acta con observaciones.',
                priority: 'Baja',
                status: '1',
                start: 7,
                end: 14,
                members: [NATALIA],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'ARO-RIEGO',
    name: 'Tecnificación del riego en la Cooperativa Los Aromos',
    description: 'Diseño e instalación de riego por goteo en 40 hectáreas de frutales.',
    client: 'Cooperativa Agrícola Los Aromos',
    area: 'Operaciones',
    manager: MIGUEL,
    createdBy: CARLOS,
    status: 'Finalizado',
    start: -200,
    end: -20,
    stages: [
      {
        name: 'Diseño hidráulico',
        description: 'Cálculo de caudales y sectores de riego.',
        status: 'Finalizada',
        start: -200,
        end: -150,
        activities: [
          {
            name: 'Estudio de suelos y caudales',
            description: 'Calicatas y aforo del pozo.',
            responsible: MIGUEL,
            status: 'Finalizada',
            start: -200,
            end: -150,
            tasks: [
              {
                title: 'Aforo del pozo profundo',
                description: 'Prueba de bombeo de 24 horas.',
                priority: 'Alta',
                status: '5',
                start: -200,
                end: -190,
                members: [JAVIER],
              },
              {
                title: 'Diseño de sectores de riego',
                description: 'Ocho sectores con válvulas automáticas.',
                priority: 'Media',
                status: '5',
                start: -185,
                end: -155,
                members: [MIGUEL],
                lateBy: 4,
              },
            ],
          },
        ],
      },
      {
        name: 'Instalación y entrega',
        description: 'Montaje, pruebas y capacitación.',
        status: 'Finalizada',
        start: -149,
        end: -20,
        activities: [
          {
            name: 'Montaje de matrices y laterales',
            description: 'Tuberías de PVC y cintas de goteo.',
            responsible: JAVIER,
            status: 'Finalizada',
            start: -149,
            end: -25,
            tasks: [
              {
                title: 'Instalar cabezal de riego',
                description: 'Filtros, fertirriego y programador.',
                priority: 'Alta',
                status: '5',
                start: -140,
                end: -120,
                members: [JAVIER, NATALIA],
              },
              {
                title: 'Entrega y capacitación a socios',
                description: 'Manual de operación y jornada en terreno.',
                priority: 'Media',
                status: '5',
                start: -40,
                end: -25,
                members: [VALENTINA, LUCIA],
                lateBy: 2,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'EDU-LMS',
    name: 'Plataforma de cursos en línea para Fundación Educa Futuro',
    description: 'Implementación de un aula virtual para 3.000 estudiantes de liceos técnicos.',
    client: 'Fundación Educa Futuro',
    area: 'Tecnologías de la Información',
    manager: CAMILA,
    createdBy: ANDRES,
    status: 'Planificado',
    start: 15,
    end: 150,
    stages: [
      {
        name: 'Preparación',
        description: 'Requisitos, contenidos y cronograma.',
        status: 'Pendiente',
        start: 15,
        end: 45,
        activities: [
          {
            name: 'Levantamiento de requisitos',
            description: 'Entrevistas con docentes y directivos.',
            responsible: CAMILA,
            status: 'Pendiente',
            start: 15,
            end: 35,
            tasks: [
              {
                title: 'Entrevistas con directores de liceos',
                description: 'Seis entrevistas de una hora.',
                priority: 'Media',
                status: '1',
                start: 15,
                end: 30,
                members: [CAMILA, ANA],
              },
              {
                title: 'Propuesta de identidad visual del aula',
                description: 'Logotipo, colores y plantillas de curso.',
                priority: 'Baja',
                status: '1',
                start: 20,
                end: 35,
                members: [TOMAS, ISABEL],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: 'INT-FLOTA',
    name: 'Renovación de la flota de camionetas',
    description: 'Licitación y recambio de seis camionetas de la flota operativa.',
    client: 'Municipalidad de Valparaíso',
    area: 'Logística y Flota',
    manager: RICARDO,
    createdBy: MARIA,
    status: 'Cancelado',
    start: -120,
    end: -10,
    stages: [
      {
        name: 'Licitación',
        description: 'Bases, publicación y evaluación de ofertas.',
        status: 'Finalizada',
        start: -120,
        end: -60,
        activities: [
          {
            name: 'Bases técnicas',
            description: 'Especificaciones y criterios de evaluación.',
            responsible: GABRIELA,
            status: 'Finalizada',
            start: -120,
            end: -90,
            tasks: [
              {
                title: 'Redactar especificaciones técnicas',
                description: 'Tracción 4x4, doble cabina, diésel.',
                priority: 'Media',
                status: '5',
                start: -120,
                end: -100,
                members: [GABRIELA, JORGE],
              },
              {
                title: 'Evaluación económica de ofertas',
                description: 'Cuadro comparativo de tres ofertas.',
                priority: 'Alta',
                status: '4',
                start: -80,
                end: -65,
                members: [JORGE, LUCIA],
                comment: 'Proyecto cancelado por recorte presupuestario.',
              },
            ],
          },
        ],
      },
    ],
  },
];
