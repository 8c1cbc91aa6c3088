// Links into the admin screens that other screens share.

/** The query parameter that opens an item's editor on arrival: `/admin/noticias?editar=<id>`. */
export const EDIT_PARAM = 'editar';
