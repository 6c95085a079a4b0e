// The questions of `npm run eval:rag`, as employees ask them. `expect`: the document that answers (by key), or
// null when no document does. `asker`: the asking user's area (null = a user with none). `kind` groups the figures.
import type { AreaKey } from './rag-corpus.data.ts';

export interface EvalQuestion {
  q: string;
  expect: string | null;
  kind: 'direct' | 'paraphrase' | 'fact' | 'none' | 'restricted';
  asker?: AreaKey | null;
  /** The department chosen in the chat's picker (default 'Todos'). */
  department?: AreaKey;
}

export const EVAL_QUESTIONS: EvalQuestion[] = [
  // Direct questions: the document's own words.
  { q: '¿Cómo solicito mis vacaciones?', expect: 'vacaciones', kind: 'direct' },
  { q: '¿Cuántos días de licencia por paternidad tengo?', expect: 'licencias', kind: 'direct' },
  { q: '¿Cuál es el horario de trabajo?', expect: 'horario', kind: 'direct' },
  { q: '¿Cuántos días a la semana puedo hacer teletrabajo?', expect: 'teletrabajo', kind: 'direct' },
  { q: '¿Cuál es el presupuesto de capacitación por colaborador?', expect: 'capacitacion', kind: 'direct' },
  { q: '¿Qué dice el código de ética sobre los regalos?', expect: 'conducta', kind: 'direct' },
  { q: '¿Cuántos caracteres debe tener la contraseña?', expect: 'contrasenas', kind: 'direct' },
  { q: '¿Cómo pido soporte a la mesa de ayuda?', expect: 'mesa-ayuda', kind: 'direct' },
  {
    q: '¿Cada cuánto se hace el mantenimiento preventivo de los vehículos?',
    expect: 'vehiculos-mantenimiento',
    kind: 'direct',
  },
  { q: '¿Cuánto es el viático diario para alimentación?', expect: 'viaticos', kind: 'direct' },
  { q: '¿Qué gastos cubre la caja chica?', expect: 'caja-chica', kind: 'direct' },
  { q: '¿Cuántas cotizaciones necesita una compra?', expect: 'compras', kind: 'direct', asker: 'finanzas' },
  { q: '¿Cómo se registra un reclamo de un cliente?', expect: 'reclamos', kind: 'direct', asker: 'comercial' },
  { q: '¿Cómo reservo una sala de reuniones?', expect: 'salas', kind: 'direct' },
  { q: '¿Qué equipos de protección personal son obligatorios en el almacén?', expect: 'sst', kind: 'direct' },
  { q: '¿Qué ley regula la protección de datos personales?', expect: 'datos-personales', kind: 'direct' },
  {
    q: '¿Cuándo se realiza el inventario general del almacén?',
    expect: 'inventario',
    kind: 'direct',
    asker: 'logistica',
  },
  { q: '¿Cómo se emite una nota de crédito?', expect: 'facturacion', kind: 'direct', asker: 'finanzas' },
  { q: '¿Cada cuánto se evalúa el desempeño?', expect: 'desempeno', kind: 'direct', asker: 'rrhh' },
  { q: '¿Cuánto dura la inducción de un nuevo colaborador?', expect: 'induccion', kind: 'direct', asker: 'rrhh' },
  { q: '¿Cómo solicito acceso a la VPN?', expect: 'vpn', kind: 'direct', asker: 'ti' },
  {
    q: '¿Cada cuánto se hacen las copias de respaldo de los servidores?',
    expect: 'respaldos',
    kind: 'direct',
    asker: 'ti',
  },

  // Paraphrases: other words than the document's.
  { q: '¿Cuántos días libres me tocan al año?', expect: 'vacaciones', kind: 'paraphrase' },
  { q: '¿Me reembolsan el curso que quiero llevar?', expect: 'capacitacion', kind: 'paraphrase' },
  { q: '¿Puedo trabajar desde mi casa?', expect: 'teletrabajo', kind: 'paraphrase' },
  { q: '¿Cada cuánto tengo que cambiar mi clave?', expect: 'contrasenas', kind: 'paraphrase' },
  { q: 'Choqué el auto de la empresa, ¿qué hago?', expect: 'vehiculos-accidentes', kind: 'paraphrase' },
  { q: '¿Cuándo me depositan el sueldo?', expect: 'remuneraciones', kind: 'paraphrase' },
  { q: 'Se me perdió la laptop, ¿a quién aviso?', expect: 'equipos', kind: 'paraphrase' },
  { q: '¿Qué pasa si llego tarde a la oficina?', expect: 'horario', kind: 'paraphrase' },
  { q: 'Me casé, ¿me corresponden días de permiso?', expect: 'licencias', kind: 'paraphrase' },
  { q: '¿Puedo aceptar un obsequio de un proveedor?', expect: 'conducta', kind: 'paraphrase' },
  { q: 'Gasté de mi dinero en útiles de oficina, ¿cómo me lo devuelven?', expect: 'caja-chica', kind: 'paraphrase' },
  { q: '¿Cuánto me dan para comer cuando viajo por trabajo?', expect: 'viaticos', kind: 'paraphrase' },
  { q: '¿Cubren el seguro médico de mi familia?', expect: 'beneficios', kind: 'paraphrase' },
  { q: 'Borré un archivo importante, ¿se puede recuperar?', expect: 'respaldos', kind: 'paraphrase', asker: 'ti' },
  {
    q: '¿Puedo llevarme la camioneta de la empresa el fin de semana?',
    expect: 'vehiculos-uso',
    kind: 'paraphrase',
    asker: 'logistica',
  },
  { q: '¿Cómo denuncio un caso de acoso de forma anónima?', expect: 'conducta', kind: 'paraphrase' },
  { q: '¿Qué hago si tiembla estando en la oficina?', expect: 'sst', kind: 'paraphrase' },
  { q: '¿Me pagan las horas adicionales que trabajo?', expect: 'horario', kind: 'paraphrase' },
  { q: 'Mi cuenta quedó bloqueada por equivocarme de clave', expect: 'contrasenas', kind: 'paraphrase' },
  {
    q: '¿Quién me acompaña en mis primeros meses en la empresa?',
    expect: 'induccion',
    kind: 'paraphrase',
    asker: 'rrhh',
  },
  { q: '¿Cuándo me pagan la gratificación?', expect: 'remuneraciones', kind: 'paraphrase' },
  { q: '¿Puedo usar la impresora? No funciona y necesito ayuda', expect: 'mesa-ayuda', kind: 'paraphrase' },

  // Specific facts.
  { q: '¿Cuál es el anexo de la mesa de ayuda?', expect: 'mesa-ayuda', kind: 'fact' },
  { q: '¿Cuál es el tope de hospedaje por noche?', expect: 'viaticos', kind: 'fact' },
  { q: '¿Cuántos días de licencia por maternidad corresponden?', expect: 'licencias', kind: 'fact' },
  { q: '¿Cuánto paga la empresa por internet a quienes teletrabajan?', expect: 'teletrabajo', kind: 'fact' },
  {
    q: '¿Qué categoría de licencia de conducir se necesita para manejar la flota?',
    expect: 'vehiculos-uso',
    kind: 'fact',
    asker: 'logistica',
  },
  { q: '¿Cuál es el número de la aseguradora en caso de accidente?', expect: 'vehiculos-accidentes', kind: 'fact' },
  { q: '¿Cuántos intentos fallidos bloquean la cuenta?', expect: 'contrasenas', kind: 'fact' },
  { q: '¿En qué meses se deposita la CTS?', expect: 'remuneraciones', kind: 'fact' },
  { q: '¿Qué porcentaje del seguro EPS cubre la empresa?', expect: 'beneficios', kind: 'fact' },
  { q: '¿En cuántos días se responde un reclamo?', expect: 'reclamos', kind: 'fact', asker: 'comercial' },
  { q: '¿Cuál es el monto máximo de un comprobante de caja chica?', expect: 'caja-chica', kind: 'fact' },
  { q: '¿Qué cliente de VPN se usa?', expect: 'vpn', kind: 'fact', asker: 'ti' },
  { q: '¿Cuál es el correo de la línea ética?', expect: 'conducta', kind: 'fact' },

  // Restricted documents asked by their own area (answerable).
  { q: '¿Cuál es la banda salarial de un coordinador?', expect: 'bandas', kind: 'fact', asker: 'rrhh' },
  {
    q: '¿Qué descuento máximo puede dar un ejecutivo de ventas?',
    expect: 'descuentos',
    kind: 'fact',
    asker: 'comercial',
  },
  {
    q: '¿Cuál es la meta de margen EBITDA del presupuesto?',
    expect: 'presupuesto-anual',
    kind: 'fact',
    asker: 'finanzas',
  },
  { q: '¿Qué se hace ante un incidente de ransomware?', expect: 'incidentes-seguridad', kind: 'fact', asker: 'ti' },

  // The same restricted documents asked by other areas: nothing of them may come back.
  { q: '¿Cuál es la banda salarial de un coordinador?', expect: null, kind: 'restricted', asker: 'ti' },
  { q: '¿Cuánto es el incremento por mérito?', expect: null, kind: 'restricted', asker: 'comercial' },
  {
    q: '¿Qué descuento máximo puede dar un ejecutivo de ventas?',
    expect: null,
    kind: 'restricted',
    asker: 'logistica',
  },
  { q: '¿Cuánto es la comisión de ventas?', expect: null, kind: 'restricted', asker: 'rrhh' },
  { q: '¿Cuál es la meta de margen EBITDA del presupuesto?', expect: null, kind: 'restricted', asker: 'comercial' },
  { q: '¿Cuál es el teléfono del proveedor forense?', expect: null, kind: 'restricted', asker: 'finanzas' },
  { q: 'Bandas salariales', expect: null, kind: 'restricted', asker: null },
  {
    q: 'ransomware fuga de datos procedimiento interno',
    expect: null,
    kind: 'restricted',
    asker: 'rrhh',
    department: 'ti',
  },

  // No document answers these.
  { q: '¿Cuál es el menú del comedor esta semana?', expect: null, kind: 'none' },
  { q: '¿La empresa tiene estacionamiento para bicicletas?', expect: null, kind: 'none' },
  { q: '¿Quién ganó el campeonato de fútbol interno?', expect: null, kind: 'none' },
  { q: '¿Puedo traer a mi mascota a la oficina?', expect: null, kind: 'none' },
  { q: '¿Cuál es la contraseña del wifi de invitados?', expect: null, kind: 'none' },
  { q: '¿Cuándo es la fiesta de fin de año?', expect: null, kind: 'none' },
  { q: '¿Qué idiomas se hablan en la sede de Arequipa?', expect: null, kind: 'none' },
  { q: '¿Cuál es la cotización del dólar hoy?', expect: null, kind: 'none' },
];
