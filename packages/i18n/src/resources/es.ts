import type { Translations } from './en';

/** Spanish. */
export const es: Translations = {
  app: {
    name: 'Care',
    tagline: 'Residencia para mayores',
  },
  language: {
    label: 'Idioma',
  },
  login: {
    title: 'Iniciar sesión',
    intro: 'Inicie sesión con el nombre de usuario y la contraseña que le ha dado su centro.',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    rememberMe: 'Recordarme',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión…',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    usernameRequired: 'Introduzca su nombre de usuario.',
    passwordRequired: 'Introduzca su contraseña.',
    sessionExpired: 'Su sesión ha caducado. Inicie sesión de nuevo.',
    roleNotAllowed: 'Su rol no tiene permiso para usar esta aplicación.',
  },
  shell: {
    skipToContent: 'Saltar al contenido principal',
    header: 'Care: cabecera de la aplicación',
    userMenu: 'Menú de usuario',
    group: 'Grupo',
    role: 'Rol',
    logout: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión…',
    loading: 'Cargando sus datos…',
    loadError: 'No se han podido cargar sus datos.',
    retry: 'Reintentar',
    welcome: {
      title: 'Hola, {{name}}',
      body: 'Ha iniciado sesión como {{role}} en el grupo {{group}}.',
      noGroup: 'Ha iniciado sesión como {{role}}.',
    },
  },
  role: {
    translation: {
      RA_ADMIN: 'Administración',
      RA_OSS: 'Auxiliar sociosanitario',
      RA_DOCTOR: 'Médico',
      RA_SECRETARY: 'Secretaría',
      RA_NURSE: 'Enfermería',
      RA_GUEST_ASSISTANCE: 'Atención a huéspedes',
      RA_GUEST: 'Huésped',
    },
  },
  error: {
    translation: {
      generic: 'Se ha producido un error. Inténtelo de nuevo.',
      code: {
        E001: 'No es posible iniciar sesión desde este canal. Utilice la aplicación prevista para su rol.',
        E002: 'Su cuenta no tiene ningún grupo asignado. Póngase en contacto con el administrador.',
        E003: 'No se han encontrado los datos personales.',
        E004: 'El producto no está configurado. Póngase en contacto con el administrador.',
        E005: 'No ha iniciado sesión o su sesión ya no es válida. Inicie sesión de nuevo.',
        E006: 'No tiene autorización para este grupo.',
        E007: 'Las contraseñas no coinciden.',
        E008: 'Se ha producido un error. Inténtelo de nuevo.',
        E009: 'Las fechas se solapan con una entrada existente.',
        E010: 'Su cuenta no tiene ningún rol asignado. Póngase en contacto con el administrador.',
        E011: 'Este nombre de usuario no está disponible. Elija otro.',
        E012: 'Falta un campo obligatorio.',
        E013: 'Esta operación no está permitida.',
        E014: 'Nombre de usuario o contraseña incorrectos.',
        E015: 'Los datos son demasiado largos para guardarlos.',
        E016: 'Algunos datos no son correctos. Revíselos e inténtelo de nuevo.',
        E017: 'La cuenta no existe.',
        E018: 'No puede eliminar su propia cuenta.',
        E019: 'Este valor ya está en uso.',
        E020: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.',
        E025: 'No se ha podido enviar el correo electrónico. Inténtelo más tarde.',
        E031: 'Se necesita una dirección de correo electrónico para enviar las credenciales.',
        FEE002:
          'El servidor ha enviado una respuesta que la aplicación no entiende. Inténtelo de nuevo; si vuelve a ocurrir, contacte con el soporte.',
        FEE003:
          'No se puede contactar con el servidor. Compruebe la conexión e inténtelo de nuevo.',
      },
    },
  },
  utils: {
    longResponse: 'Esto está tardando más de lo habitual…',
    loading: 'Cargando…',
    randomError: 'Se ha producido un error. Recargue la página para continuar.',
    reload: 'Recargar',
  },
};
