import type { Texts } from './en';

/** Spanish texts of the `documents` namespace. */
export const texts: Texts = {
  documents: {
    title: 'Documentos personales',
    description:
      'Consentimientos, planes de cuidados, documentos de identidad e informes médicos. Abra un documento para ver su contenido, quién puede leerlo, sus adjuntos y su historial.',
    new: 'Nuevo documento',
    messages: 'Mensajes',
    loadError: 'No se han podido cargar los documentos.',
    all: {
      title: 'Todos los documentos',
      empty: 'Todavía no hay documentos. Cree uno con «Nuevo documento».',
    },
    toExpire: { title: 'A punto de caducar', empty: 'Ningún documento está a punto de caducar.' },
    expired: { title: 'Caducados', empty: 'Ningún documento ha caducado.' },
    expiresOn: 'Caduca el {{date}}',
    expiredOn: 'Caducó el {{date}}',
    owner: 'De {{name}}',
    drawer: {
      newTitle: 'Nuevo documento',
      description: 'Contenido, permisos, adjuntos e historial del documento.',
      loading: 'Cargando el documento…',
      close: 'Cerrar el documento',
    },
    tabs: {
      label: 'Partes del documento',
      content: 'Contenido',
      permission: 'Permisos',
      attachment: 'Adjuntos ({{count}})',
      history: 'Historial',
    },
    fields: {
      name: 'Nombre',
      nameRequired: 'Escriba un nombre para el documento.',
      description: 'Descripción',
      expiration: 'Caducidad',
      state: 'Activo',
      stateHelp: 'Se puede activar cuando el documento tiene fecha de caducidad.',
      tag: 'Etiqueta',
      noTag: 'Sin etiqueta',
    },
    counter: {
      remaining: 'Quedan {{count}} caracteres',
      count: '{{count}} de {{max}} caracteres',
    },
    permission: {
      intro:
        'Elija para cada rol si puede modificar el documento, solo leerlo o no verlo en absoluto.',
      W: 'Escritura',
      R: 'Lectura',
      N: 'Sin acceso',
      yourRole: 'Su rol',
      fixed: 'Fijado por el centro',
    },
    access: {
      deniedTitle: 'Acceso denegado',
      deniedDescription:
        'No tiene permiso para ver este documento. Si lo necesita, pídalo a su titular o a un administrador.',
      readOnly: 'Puede leer este documento, pero no modificarlo.',
    },
    actions: {
      save: 'Guardar',
      saving: 'Guardando…',
      cancel: 'Cancelar',
      close: 'Cerrar',
      confirm: 'Aceptar',
      retry: 'Reintentar',
    },
    read: { error: 'No se ha podido cargar el documento.' },
    attachments: {
      upload: 'Añadir adjunto',
      count: '{{count}} de {{max}} adjuntos',
      uploading: 'Subiendo «{{name}}»…',
      progress: 'Subida de «{{name}}»',
      failed: '«{{name}}» no se ha subido.',
      retry: 'Reintentar',
      discard: 'Descartar',
      empty: 'Todavía no hay adjuntos.',
      list: 'Adjuntos',
      addedBy: 'añadido por {{name}} el {{date}}',
      addedOn: 'añadido el {{date}}',
      viewShort: 'Ver',
      view: 'Ver «{{name}}»',
      downloadShort: 'Descargar',
      download: 'Descargar «{{name}}»',
      archiveShort: 'Archivar',
      archive: 'Archivar «{{name}}»',
    },
    tooManyAttachments:
      'Este documento tiene {{max}} adjuntos, el máximo permitido. Archive uno para añadir otro.',
    alreadyExists: {
      title: 'Ya existe un adjunto con este nombre',
      description:
        'Este documento ya tiene un adjunto llamado «{{name}}», así que el archivo no se ha subido. Cambie el nombre del archivo o archive antes el otro adjunto.',
    },
    archive: {
      title: '¿Archivar «{{name}}»?',
      description:
        'El adjunto sale de la lista, pero permanece en el historial del documento. No se elimina nada.',
      confirm: 'Archivar',
    },
    history: {
      list: 'Historial de los adjuntos',
      empty: 'Todavía no ha pasado nada con los adjuntos.',
      uploaded: '«{{name}}» añadido',
      uploadedBy: '«{{name}}» añadido por {{user}}',
      archived: '«{{name}}» archivado',
      archivedBy: '«{{name}}» archivado por {{user}}',
      error: 'No se ha podido cargar el historial.',
    },
    save: {
      snackbar: {
        success: 'El documento se ha guardado.',
        error: 'No se ha podido guardar el documento. Sus cambios siguen aquí: inténtelo de nuevo.',
      },
    },
    upload: {
      snackbar: {
        success: 'El adjunto se ha añadido.',
        error: 'No se ha podido subir el adjunto. Inténtelo de nuevo.',
      },
    },
    deleteAttachment: {
      snackbar: {
        success: 'El adjunto se ha archivado.',
        error: 'No se ha podido archivar el adjunto. Inténtelo de nuevo.',
      },
    },
    readFields: {
      snackbar: {
        success: 'El formulario del documento está listo.',
        error: 'No se ha podido cargar el formulario del documento. Inténtelo de nuevo.',
      },
    },
  },
};
