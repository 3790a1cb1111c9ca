import type { Texts } from './en';

/** Spanish texts of the `people` namespace. */
export const texts: Texts = {
  profilePage: {
    title: 'Mi perfil',
    intro: 'Tu foto, tus datos personales y las notificaciones que recibes.',
    messages: 'Mensajes',
    loading: 'Cargando tu perfil…',
    retry: 'Reintentar',
    noDescription: 'Todavía no hay descripción. Añádela editando tus datos personales.',
    photo: {
      label: 'Foto de perfil de {{name}}',
      change: 'Cambiar la foto de perfil de {{name}}',
      dialogTitle: 'Foto de perfil',
      choose: 'Elegir una foto',
      takePhoto: 'Hacer una foto',
      capture: 'Disparar',
      back: 'Volver',
      delete: 'Eliminar la foto',
      cancel: 'Cancelar',
      cameraPreview: 'Vista previa de la cámara',
      cameraError: 'La cámara no está disponible. Elige una foto en su lugar.',
      imageError: 'Este archivo no es una imagen que se pueda usar.',
      saving: 'Guardando la foto…',
    },
    data: {
      title: 'Datos personales',
      edit: 'Editar',
      save: 'Guardar',
      cancel: 'Cancelar',
      saved: 'Tus datos personales se han guardado.',
      confirm: {
        title: '¿Guardar tus datos personales?',
        description: 'Los cambios sustituyen tus datos personales actuales.',
        confirm: 'Guardar',
        cancel: 'Seguir editando',
      },
      currentPassword: {
        label: 'Contraseña actual',
        hint: 'Tu dirección de correo electrónico recibe los enlaces para restablecer la contraseña: para cambiarla, introduce tu contraseña actual.',
        required: 'Introduce tu contraseña actual para cambiar tu dirección de correo electrónico.',
        show: 'Mostrar la contraseña',
        hide: 'Ocultar la contraseña',
      },
    },
    categories: { personal: 'Sobre ti', contacts: 'Contactos' },
    fields: {
      name: 'Nombre',
      surname: 'Apellidos',
      birthDate: 'Fecha de nacimiento',
      identifierCode: 'Código identificativo',
      description: 'Descripción',
      email: 'Correo electrónico',
      emailHelper: 'Introduce una dirección de correo como nombre@ejemplo.es.',
      phone: 'Teléfono',
    },
    deleteImage: {
      error: 'No se ha podido eliminar la foto. Inténtalo de nuevo.',
      success: 'Tu foto se ha eliminado.',
    },
    notificationSettings: {
      title: 'Notificaciones',
      intro: 'Elige qué notificaciones recibes. Los cambios se guardan al momento.',
      readError: 'No se han podido cargar los ajustes de las notificaciones.',
      error: 'No se ha podido guardar el ajuste. Inténtalo de nuevo.',
      saved: 'El ajuste se ha guardado.',
      keys: {
        documentExpiry: 'Documentos a punto de caducar',
        adminMessage: 'Mensajes de la administración',
      },
    },
  },
  personDetail: {
    title: 'Ficha de la persona',
    messages: 'Mensajes de la ficha',
    loading: 'Cargando…',
    retry: 'Reintentar',
    back: 'Volver a la lista de huéspedes',
    notAllowed: 'No puedes ver los datos de las personas.',
    status: {
      A: 'Admitido',
      D: 'Bloqueado o archivado',
      W: 'En espera',
      R: 'Rechazado',
      S: 'Suspendido',
    },
    credentials: {
      yes: 'Tiene credenciales',
      no: 'Aún sin credenciales',
    },
    photo: {
      saved: 'La foto se ha guardado.',
      deleted: 'La foto se ha eliminado.',
    },
    data: {
      title: 'Datos personales',
      edit: 'Editar',
      save: 'Guardar',
      cancel: 'Cancelar',
      saved: 'Los datos personales se han guardado.',
      confirm: {
        title: '¿Guardar los datos personales?',
        description: 'Los cambios sustituyen los datos personales actuales de esta persona.',
        confirm: 'Guardar',
        cancel: 'Seguir editando',
      },
    },
    account: {
      title: 'Cuenta',
      cancel: 'Cancelar',
      generateSubscription: {
        label: 'Generar credenciales',
        title: '¿Generar credenciales para {{name}}?',
        description: '{{name}} recibe un correo con un enlace para elegir una contraseña.',
      },
      deleteSubscription: {
        label: 'Bloquear',
        title: '¿Bloquear la cuenta de {{name}}?',
        description:
          '{{name}} ya no podrá iniciar sesión y cualquier sesión abierta termina de inmediato.',
      },
      restoreSubscription: {
        label: 'Restablecer',
        title: '¿Restablecer la cuenta de {{name}}?',
        description: '{{name}} podrá iniciar sesión de nuevo.',
      },
      resetSubscription: {
        label: 'Restablecer credenciales',
        title: '¿Restablecer las credenciales de {{name}}?',
        description:
          'La contraseña actual deja de funcionar de inmediato; {{name}} recibe un correo con un enlace para elegir una nueva.',
      },
      resetPassword: {
        label: 'Restablecer contraseña',
        title: '¿Restablecer la contraseña de {{name}}?',
        description: '{{name}} recibe un correo con un enlace para elegir una nueva contraseña.',
      },
    },
    categories: {
      personal: 'Identidad',
      contacts: 'Contactos',
      stay: 'Estancia',
      health: 'Salud',
    },
    fields: {
      name: 'Nombre',
      surname: 'Apellido',
      gender: 'Sexo',
      birthDate: 'Fecha de nacimiento',
      birthPlace: 'Lugar de nacimiento',
      identifierCode: 'Código identificativo',
      description: 'Descripción',
      email: 'Correo electrónico',
      emailHelper: 'Introduce una dirección como nombre@example.org.',
      phone: 'Teléfono',
      contactName: 'Persona de contacto',
      contactRelation: 'Parentesco del contacto',
      contactPhone: 'Teléfono del contacto',
      room: 'Habitación',
      admissionDate: 'Fecha de ingreso',
      diet: 'Dieta',
      allergies: 'Alergias',
    },
    gender: {
      F: 'Femenino',
      M: 'Masculino',
    },
    diet: {
      normal: 'Normal',
      diabetic: 'Para diabéticos',
      soft: 'Blanda',
      lowSalt: 'Baja en sal',
      glutenFree: 'Sin gluten',
    },
    relation: {
      daughter: 'Hija',
      son: 'Hijo',
      niece: 'Sobrina',
      nephew: 'Sobrino',
      spouse: 'Cónyuge',
      guardian: 'Tutor',
      other: 'Otro',
    },
  },
  guestChart: {
    title: 'Historia del residente',
    header: 'Historia de {{name}}',
    photo: 'Foto de {{name}}',
    age_one: '{{count}} año',
    age_other: '{{count}} años',
    ageUnknown: 'Edad desconocida',
    room: 'Habitación {{room}}',
    allergies: 'Alergias: {{allergies}}',
    noAllergies: 'Sin alergias conocidas',
    readError: 'No se pudo leer la historia del residente.',
    tabs: {
      label: 'Secciones de la historia',
      menu: 'Sección',
      summary: 'Resumen',
      personal: 'Datos personales',
      documents: 'Documentos',
    },
    facts: {
      birthDate: 'Fecha de nacimiento',
      room: 'Habitación',
      group: 'Grupo',
      diet: 'Dieta',
      diagnoses: 'Diagnósticos principales',
      doctor: 'Médico responsable',
      contact: 'Persona de contacto',
    },
    none: {
      birthDate: 'No registrada',
      room: 'Sin habitación',
      group: 'Sin grupo',
      diet: 'No registrada',
      diagnoses: 'Ninguno registrado',
      doctor: 'Nadie asignado',
      contact: 'No registrada',
    },
    summary: {
      facts: 'De un vistazo',
      recentDocuments: 'Documentos recientes',
      allDocuments: 'Todos los documentos',
    },
    documents: {
      title: 'Documentos del residente',
    },
  },
  personalData: {
    read: {
      error: 'No se han podido cargar los datos personales. Inténtalo de nuevo.',
    },
  },
  create: {
    error: 'No se han podido guardar los datos. Tus cambios siguen aquí: inténtalo de nuevo.',
  },
  form: {
    resetPassword: {
      error: {
        generateSubscription: 'No se han podido generar las credenciales.',
        deleteSubscription: 'No se ha podido bloquear la cuenta.',
        restoreSubscription: 'No se ha podido restablecer la cuenta.',
        resetSubscription: 'No se han podido restablecer las credenciales.',
        resetPassword: 'No se ha podido restablecer la contraseña.',
      },
    },
  },
  subscription: {
    success: {
      generateSubscription:
        'Credenciales generadas: la persona recibe un correo para elegir una contraseña.',
      deleteSubscription: 'La cuenta se ha bloqueado.',
      restoreSubscription: 'La cuenta se ha restablecido.',
      resetSubscription:
        'Credenciales restablecidas: la persona recibe un correo para elegir una nueva contraseña.',
      resetPassword: 'Contraseña restablecida: la persona recibe un correo para elegir una nueva.',
    },
  },
  profileImage: {
    error: {
      downloadAttachment: 'No se ha podido cargar la foto.',
    },
  },
  myInfo: {
    read: { error: 'No se ha podido cargar tu perfil. Inténtalo de nuevo.' },
    edit: {
      error:
        'No se han podido guardar tus datos personales. Tus cambios siguen aquí: inténtalo de nuevo.',
    },
  },
  autocomplete: {
    noDataFound: 'No se ha encontrado nada.',
  },
  formRenderer: {
    required: 'Este campo es obligatorio.',
    email: 'Introduce una dirección de correo válida.',
    min: 'Introduce {{min}} o un valor posterior.',
    max: 'Introduce {{max}} o un valor anterior.',
    maxDigits: 'Como máximo {{max}} caracteres.',
    decimal: 'Introduce un número como 12,5.',
    integer: 'Introduce un número entero.',
    remainingCharacters: 'Quedan {{count}} caracteres',
    empty: 'Sin indicar',
    yes: 'Sí',
    no: 'No',
    uploadChoose: 'Elegir un archivo',
    uploadRemove: 'Quitar el archivo',
    uploadFileName: 'Nombre del archivo',
    uploadHelp: 'Un PDF o una imagen.',
    uploadMaxSize: 'El archivo no puede superar el tamaño máximo.',
    uploadTooLarge: 'El archivo supera el tamaño máximo.',
    autocompleteSearching: 'Buscando…',
    autocompleteSearchError: 'La búsqueda ha fallado. Pulsa Intro para reintentar.',
    autocompleteResultCount: '{{count}} sugerencias',
    autocompleteRemove: 'Quitar {{label}}',
    autocompleteClear: 'Borrar',
  },
  success: {
    uploadImage: 'Tu foto se ha guardado.',
  },
  fields: {
    error: { read: 'No se ha podido cargar el formulario. Inténtalo de nuevo.' },
  },
  /**
   * The dismiss dialog's typed word differs (docs/behaviour/people-and-guests.md#status-changes).
   */
};
