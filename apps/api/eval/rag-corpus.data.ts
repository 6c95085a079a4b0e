// The evaluation corpus of `npm run eval:rag`: documents of a fictitious organisation (Gestora S.A.C.), written
// as such documents are, before and independently of the questions (eval/rag-questions.data.ts). Areas: rrhh,
// ti, finanzas, logistica, comercial; `null` = every area. `restricted` documents are for their area only.

export type AreaKey = 'rrhh' | 'ti' | 'finanzas' | 'logistica' | 'comercial';

export interface EvalDocument {
  key: string;
  title: string;
  area: AreaKey | null;
  restricted?: boolean;
  /** Markdown-like text: '# ' headings, blank lines between paragraphs (as an uploaded file's extracted text). */
  text: string;
}

export const EVAL_AREAS: Record<AreaKey, string> = {
  rrhh: 'Recursos Humanos',
  ti: 'Tecnología',
  finanzas: 'Finanzas',
  logistica: 'Logística',
  comercial: 'Comercial',
};

export const EVAL_DOCUMENTS: EvalDocument[] = [
  {
    key: 'vacaciones',
    title: 'Política de vacaciones',
    area: null,
    text: `# Derecho a vacaciones
Todo colaborador con contrato a plazo indeterminado o fijo tiene derecho a treinta días calendario de descanso vacacional remunerado por cada año completo de servicios.

# Solicitud
Las vacaciones se solicitan en Gestora, opción Mi cuenta, con al menos quince días de anticipación. El jefe inmediato aprueba o reprograma la solicitud en un plazo de tres días hábiles.

# Fraccionamiento y acumulación
El descanso puede fraccionarse en periodos no menores de siete días. Se pueden acumular como máximo dos periodos vacacionales; pasado ese límite, Recursos Humanos programará el goce obligatorio.

# Venta de vacaciones
Por acuerdo escrito, el colaborador puede reducir su descanso de treinta a quince días, recibiendo la compensación económica correspondiente.`,
  },
  {
    key: 'licencias',
    title: 'Permisos y licencias',
    area: null,
    text: `# Licencias con goce de haber
Maternidad: noventa y ocho días naturales, que pueden empezar cuarenta y nueve días antes del parto.
Paternidad: diez días calendario consecutivos desde el nacimiento del hijo o hija.
Fallecimiento de padres, cónyuge o hijos: cinco días hábiles.
Matrimonio del colaborador: tres días hábiles.

# Permisos por salud
Las ausencias por enfermedad se justifican con certificado médico presentado dentro de las cuarenta y ocho horas. Desde el día veintiuno la incapacidad la subsidia EsSalud.

# Permisos personales
Para trámites personales el jefe puede otorgar hasta cuatro horas al mes, que se compensan en la misma semana.`,
  },
  {
    key: 'horario',
    title: 'Horario de trabajo y control de asistencia',
    area: null,
    text: `# Jornada
La jornada ordinaria es de lunes a viernes de 8:30 a 17:30, con una hora de refrigerio entre las 13:00 y las 14:00.

# Marcación
El ingreso y la salida se registran con el fotocheck en los lectores de la entrada. Existe una tolerancia de diez minutos; tres tardanzas en el mes generan un descuento proporcional y una llamada de atención.

# Horas extras
El trabajo en sobretiempo requiere autorización previa y escrita del jefe inmediato. Las horas extras se pagan con un recargo del 25 % las dos primeras y del 35 % las siguientes, o se compensan con descanso si el colaborador lo prefiere.`,
  },
  {
    key: 'teletrabajo',
    title: 'Lineamientos de teletrabajo',
    area: null,
    text: `# Alcance
El teletrabajo permite prestar servicios desde el domicilio hasta dos días por semana, en puestos cuyas funciones lo permitan y con acuerdo del jefe inmediato.

# Condiciones
Durante la jornada remota el colaborador debe estar conectado a la VPN corporativa, disponible en el chat y en el teléfono entre las 9:00 y las 17:00, y usar solo equipos de la empresa.

# Compensación de gastos
La empresa abona mensualmente S/ 60 por servicio de internet y energía a quienes teletrabajan de forma regular, en la planilla del mes siguiente.`,
  },
  {
    key: 'capacitacion',
    title: 'Programa de capacitación y desarrollo',
    area: null,
    text: `# Presupuesto de capacitación
Cada colaborador dispone de un presupuesto anual de capacitación de S/ 1 500 para cursos, diplomados, certificaciones o congresos relacionados con su puesto.

# Cómo usarlo
La actividad se propone al jefe inmediato y a Recursos Humanos antes de inscribirse. Aprobada la propuesta, la empresa paga directamente al proveedor o reembolsa el monto al colaborador.

# Reembolso
Para el reembolso se presenta la factura a nombre de la empresa y el certificado de aprobación dentro de los treinta días de terminado el curso. Si el curso se desaprueba, no hay reembolso.

# Permanencia
Cuando la inversión supera S/ 4 000, el colaborador firma un compromiso de permanencia de doce meses.`,
  },
  {
    key: 'conducta',
    title: 'Código de ética y conducta',
    area: null,
    text: `# Conflictos de interés
Todo colaborador debe declarar cualquier relación personal o económica con proveedores, clientes o competidores que pueda influir en sus decisiones.

# Obsequios
No se aceptan regalos, invitaciones o atenciones de terceros por un valor superior a US$ 50. Los obsequios mayores se devuelven o se entregan a Cumplimiento.

# Hostigamiento
La empresa no tolera el hostigamiento sexual ni laboral. Las quejas se investigan con reserva y sin represalias para quien denuncia.

# Canal ético
Las denuncias pueden hacerse de forma anónima por la línea ética: formulario web o correo etica@gestora.pe.`,
  },
  {
    key: 'induccion',
    title: 'Proceso de incorporación de nuevos colaboradores',
    area: 'rrhh',
    text: `# Antes del ingreso
Recursos Humanos solicita a Tecnología la cuenta de usuario, el correo y el equipo del nuevo colaborador con cinco días hábiles de anticipación.

# Primera semana
El primer día se entrega el fotocheck, la laptop y las credenciales. La inducción general dura tres días e incluye seguridad y salud, el código de ética y el uso de los sistemas.

# Acompañamiento
Cada nuevo colaborador tiene un padrino o mentor de su área durante los primeros tres meses, que coinciden con el periodo de prueba.`,
  },
  {
    key: 'desempeno',
    title: 'Evaluación del desempeño',
    area: 'rrhh',
    text: `# Ciclo
El desempeño se evalúa dos veces al año, en julio y en enero. Al inicio del ciclo cada colaborador acuerda con su jefe de tres a cinco objetivos medibles.

# Escala
Se usa una escala de 1 a 5, donde 3 significa que se cumplieron las expectativas. Los resultados se revisan en un comité de calibración por gerencia.

# Consecuencias
La calificación anual define el bono variable y la prioridad para promociones. Un resultado menor a 2 activa un plan de mejora de noventa días.`,
  },
  {
    key: 'bandas',
    title: 'Bandas salariales y política de incrementos',
    area: 'rrhh',
    restricted: true,
    text: `# Bandas salariales 2026
Analista I: S/ 3 200 a S/ 4 400. Analista II: S/ 4 400 a S/ 6 100. Coordinador: S/ 6 100 a S/ 8 500. Jefe: S/ 8 500 a S/ 12 800. Gerente: desde S/ 13 000.

# Incrementos por mérito
El incremento anual por mérito va del 2 % al 7 % según la calificación de desempeño y la posición en la banda. Quien está por encima del máximo de su banda recibe un pago único en lugar de incremento.

# Confidencialidad
Esta información es confidencial y de uso exclusivo del área de Recursos Humanos.`,
  },
  {
    key: 'beneficios',
    title: 'Beneficios para los colaboradores',
    area: null,
    text: `# Salud
La empresa cubre el 80 % de la prima del seguro EPS del titular y el 50 % de la de sus dependientes. El seguro de vida ley se contrata desde el primer día.

# Bienestar
Convenio con una cadena de gimnasios con 30 % de descuento. Cada colaborador tiene medio día libre en la semana de su cumpleaños.

# Préstamos
Se otorgan préstamos sin intereses de hasta dos sueldos, descontados en un máximo de doce cuotas.`,
  },
  {
    key: 'remuneraciones',
    title: 'Pago de remuneraciones y boletas',
    area: null,
    text: `# Fechas de pago
Las remuneraciones se abonan el último día hábil de cada mes en la cuenta sueldo del colaborador. A pedido, se adelanta hasta el 40 % el día 15.

# Boletas
Las boletas de pago se publican en el portal del colaborador y se firman digitalmente.

# Gratificaciones y CTS
Las gratificaciones se pagan en julio y diciembre. La compensación por tiempo de servicios (CTS) se deposita en mayo y noviembre en la entidad financiera elegida por el colaborador.`,
  },
  {
    key: 'contrasenas',
    title: 'Política de contraseñas y autenticación',
    area: null,
    text: `# Requisitos
Las contraseñas de las cuentas corporativas tienen al menos 12 caracteres y combinan mayúsculas, minúsculas, números y símbolos. Se cambian cada noventa días y no pueden repetir las últimas cinco.

# Doble factor
La autenticación multifactor es obligatoria para el correo, la VPN y los sistemas financieros, con la aplicación de autenticación del teléfono.

# Bloqueo
Tras cinco intentos fallidos la cuenta se bloquea por treinta minutos. Para desbloquearla antes se llama a la mesa de ayuda.

# Prohibiciones
Nunca comparta su contraseña, ni siquiera con personal de Tecnología, ni la anote en papeles visibles.`,
  },
  {
    key: 'mesa-ayuda',
    title: 'Mesa de ayuda de Tecnología',
    area: null,
    text: `# Cómo pedir soporte
Los problemas con equipos, programas, impresoras o accesos se reportan creando un ticket en Gestora para el área de Tecnología, o llamando al anexo 2020 en casos urgentes.

# Tiempos de atención
Prioridad urgente: respuesta en una hora. Alta: cuatro horas. Media: un día hábil. Baja: tres días hábiles.

# Horario
La mesa de ayuda atiende de lunes a viernes de 8:00 a 19:00 y los sábados de 9:00 a 13:00.`,
  },
  {
    key: 'equipos',
    title: 'Uso y cuidado de equipos informáticos',
    area: null,
    text: `# Asignación
Cada colaborador firma un acta de entrega de su laptop, cargador y accesorios, y es responsable de su cuidado.

# Software
Está prohibido instalar programas no autorizados por Tecnología. Las licencias se solicitan por ticket.

# Pérdida o robo
La pérdida o el robo de un equipo se reporta a Tecnología en un plazo de veinticuatro horas, adjuntando la denuncia policial, para bloquear el equipo y las cuentas.

# Devolución
Al terminar la relación laboral el equipo se devuelve en buen estado; los daños por mal uso se descuentan.`,
  },
  {
    key: 'vpn',
    title: 'Acceso remoto mediante VPN',
    area: 'ti',
    text: `# Solicitud de acceso
El acceso a la red privada virtual se solicita por ticket con la aprobación del jefe del área. Tecnología instala el cliente FortiClient en el equipo corporativo.

# Uso
Toda conexión a los sistemas internos desde fuera de la oficina debe hacerse por VPN. No conecte la VPN desde computadoras personales ni cabinas públicas.

# Problemas frecuentes
Si la VPN no conecta, verifique su conexión a internet, reinicie el cliente y confirme que su contraseña no haya vencido.`,
  },
  {
    key: 'respaldos',
    title: 'Copias de respaldo de la información',
    area: 'ti',
    text: `# Servidores
Los servidores y bases de datos se respaldan cada noche a las 23:00. Las copias se conservan treinta días y una copia mensual se guarda un año fuera de la oficina.

# Archivos de usuarios
Los documentos de trabajo deben guardarse en OneDrive o en las carpetas compartidas, que sí se respaldan. Lo que se guarda solo en el disco de la laptop no tiene copia.

# Restauración
Para recuperar un archivo borrado se crea un ticket indicando la ruta y la fecha aproximada.`,
  },
  {
    key: 'incidentes-seguridad',
    title: 'Plan de respuesta a incidentes de ciberseguridad',
    area: 'ti',
    restricted: true,
    text: `# Clasificación
Los incidentes se clasifican en críticos (ransomware, fuga de datos), altos (cuenta comprometida) y moderados (phishing sin clics).

# Procedimiento interno
Ante un incidente crítico se aísla la red del segmento afectado, se activa el equipo de respuesta y se notifica al gerente general en treinta minutos. El contacto del proveedor forense es el 01-555-0199, contrato SEC-2291.

# Evidencias
Las imágenes forenses se guardan en el almacenamiento cifrado del centro de datos secundario.`,
  },
  {
    key: 'vehiculos-uso',
    title: 'Reglamento de uso de vehículos de la empresa',
    area: 'logistica',
    text: `# Conductores autorizados
Solo conducen los vehículos de la flota los colaboradores con licencia de conducir vigente de categoría A-IIb y autorización escrita de Logística.

# Bitácora
En cada salida se registran el kilometraje, el destino y el nivel de combustible. El combustible se carga únicamente con la tarjeta corporativa.

# Uso personal
Está prohibido usar las unidades para fines personales y guardarlas fuera de la cochera de la empresa los fines de semana, salvo comisión de servicio aprobada.`,
  },
  {
    key: 'vehiculos-mantenimiento',
    title: 'Mantenimiento preventivo de la flota',
    area: 'logistica',
    text: `# Frecuencia
Cada unidad recibe mantenimiento preventivo cada 5 000 kilómetros o cada seis meses, lo que ocurra primero: cambio de aceite, filtros, frenos y revisión de llantas.

# Solicitud
El conductor registra la solicitud de mantenimiento en el módulo de vehículos de Gestora; Logística la revisa y agenda el taller autorizado.

# Revisión técnica
La revisión técnica vehicular y el SOAT se renuevan antes de su vencimiento; Logística avisa con treinta días de anticipación.`,
  },
  {
    key: 'vehiculos-accidentes',
    title: 'Procedimiento en caso de accidente de tránsito',
    area: null,
    text: `# En el lugar
Si sufre un accidente con una unidad de la empresa, ponga a salvo a las personas, llame a emergencias si hay heridos y luego a la central de la aseguradora al 0800-10-200.

# Qué no hacer
No acepte responsabilidad ni firme acuerdos con terceros. Tome fotografías de los daños, las placas y el lugar.

# Reporte
Informe a su supervisor y a Logística en un máximo de dos horas y presente el parte policial dentro de las veinticuatro horas.`,
  },
  {
    key: 'viaticos',
    title: 'Viáticos y gastos de viaje',
    area: null,
    text: `# Montos
Para comisiones de servicio en el país se asignan S/ 120 diarios para alimentación y movilidad local. El hospedaje se paga aparte con un tope de S/ 250 por noche.

# Anticipo
El anticipo de viáticos se solicita a Finanzas con tres días hábiles de anticipación mediante el formulario de comisión aprobado por el jefe.

# Rendición de cuentas
Dentro de los cinco días hábiles siguientes al retorno se rinde cuentas con facturas o boletas a nombre de la empresa. El saldo no gastado se devuelve.`,
  },
  {
    key: 'caja-chica',
    title: 'Caja chica y reembolso de gastos menores',
    area: null,
    text: `# Gastos atendidos
La caja chica cubre gastos menores y urgentes de hasta S/ 200 por comprobante: útiles, movilidad, mensajería o refrigerios de reuniones.

# Reembolso
Quien pagó de su bolsillo presenta el comprobante y el formulario de gasto firmado por su jefe. Finanzas reembolsa en un plazo de diez días hábiles.

# Límites
No se reembolsan multas de tránsito, bebidas alcohólicas ni gastos sin comprobante.`,
  },
  {
    key: 'compras',
    title: 'Procedimiento de compras y selección de proveedores',
    area: 'finanzas',
    text: `# Requerimiento
Las áreas registran sus requerimientos de compra con la especificación técnica y la partida presupuestal.

# Cotizaciones
Toda compra mayor a S/ 5 000 requiere tres cotizaciones comparables. Las compras mayores a S/ 50 000 las aprueba el comité de compras.

# Proveedores
Los proveedores nuevos se registran con su RUC, ficha de datos, cuenta bancaria y declaración de no tener conflicto de interés. El plazo de pago estándar es de treinta días desde la recepción de la factura.`,
  },
  {
    key: 'presupuesto-anual',
    title: 'Formulación del presupuesto anual 2027',
    area: 'finanzas',
    restricted: true,
    text: `# Cronograma
Las gerencias envían su propuesta de presupuesto hasta el 15 de octubre; el directorio aprueba la versión final en la segunda semana de diciembre.

# Supuestos
Se proyecta un crecimiento de ventas del 9 %, un tipo de cambio de 3,75 y una reserva de contingencia del 5 % del gasto operativo.

# Metas
La meta de margen EBITDA es del 18 %. El presupuesto de inversiones se limita a S/ 2,4 millones.`,
  },
  {
    key: 'facturacion',
    title: 'Emisión de comprobantes electrónicos',
    area: 'finanzas',
    text: `# Comprobantes
Las facturas y boletas se emiten desde el sistema de facturación electrónica y se envían a SUNAT el mismo día de su emisión.

# Correcciones
Un comprobante con errores no se anula: se emite una nota de crédito que lo referencia, dentro del mismo mes cuando sea posible.

# Plazos del cliente
Las facturas de clientes corporativos se envían por correo con su orden de compra; el crédito estándar es de treinta días.`,
  },
  {
    key: 'descuentos',
    title: 'Política comercial de descuentos y comisiones',
    area: 'comercial',
    restricted: true,
    text: `# Descuentos autorizados
El ejecutivo de ventas puede conceder hasta 8 % de descuento sobre la lista de precios; el jefe comercial hasta 15 % y el gerente comercial hasta 25 %.

# Comisiones
La comisión es del 3 % de la venta cobrada, y del 4,5 % cuando el ejecutivo supera su cuota trimestral.

# Clientes estratégicos
Los precios especiales para clientes estratégicos se aprueban en el comité comercial mensual.`,
  },
  {
    key: 'reclamos',
    title: 'Atención de reclamos de clientes',
    area: 'comercial',
    text: `# Libro de reclamaciones
Todo reclamo o queja de un cliente se registra en el libro de reclamaciones virtual, que genera un código de seguimiento.

# Plazo de respuesta
La respuesta al cliente se envía por escrito en un plazo máximo de quince días hábiles.

# Escalamiento
Si el reclamo involucra un monto mayor a S/ 10 000 o un cliente estratégico, el ejecutivo lo escala al jefe comercial el mismo día.`,
  },
  {
    key: 'sst',
    title: 'Reglamento de seguridad y salud en el trabajo',
    area: null,
    text: `# Comité
El comité de seguridad y salud en el trabajo se reúne una vez al mes y tiene representantes de los trabajadores y de la empresa.

# Equipos de protección
En el almacén es obligatorio usar casco, chaleco reflectivo y zapatos de seguridad. Los equipos de protección personal se reponen sin costo.

# Emergencias
Se realizan simulacros de sismo cada trimestre. Las zonas seguras y rutas de evacuación están señalizadas en cada piso.

# Reporte
Todo accidente o incidente laboral se reporta al supervisor el mismo día para su investigación.`,
  },
  {
    key: 'salas',
    title: 'Reserva de salas de reuniones',
    area: null,
    text: `# Reserva
Las salas de reuniones se reservan en el calendario de reuniones de Gestora indicando el motivo y los participantes.

# Duración
Cada reserva dura como máximo dos horas. Las reuniones más largas requieren la aprobación de Administración.

# Buenas prácticas
Si la reunión se cancela, libere la sala. Deje la pizarra limpia y el proyector apagado al salir.`,
  },
  {
    key: 'datos-personales',
    title: 'Protección de datos personales',
    area: null,
    text: `# Marco legal
La empresa trata los datos personales de clientes y colaboradores conforme a la Ley 29733 y su reglamento.

# Reglas
Solo se recopilan los datos necesarios, con consentimiento informado. No envíe bases de datos con información personal por correo sin cifrar ni las copie en memorias USB.

# Derechos
Las personas pueden pedir acceso, rectificación o cancelación de sus datos escribiendo a datospersonales@gestora.pe; se responde en veinte días.`,
  },
  {
    key: 'inventario',
    title: 'Control de inventarios del almacén',
    area: 'logistica',
    text: `# Inventario cíclico
Cada mes se cuenta una parte de los productos del almacén, de modo que en el año se revisa todo el stock.

# Inventario general
Una vez al año, en diciembre, se realiza el inventario general con participación de Finanzas y auditoría externa.

# Diferencias
Las diferencias mayores al 1 % del valor contado se investigan y se regularizan con un informe aprobado por el jefe de Logística.`,
  },
];
