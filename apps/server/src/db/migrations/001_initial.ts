import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/** Auto-increment primary key in the form each dialect wants. */
function withId<T extends string>(t: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const REAL = 'double precision' as const;

/** Tables of every entity of specification point 3, users and sessions, and the indexes the searches use. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = (name: string) => withId(db.schema.createTable(name), dialect);

  await table('users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('sessions')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await table('projects')
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('create_date', 'text', (c) => c.notNull())
    .addColumn('update_date', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('contest_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('contest_types.id'))
    .addColumn('kind', 'text')
    .addColumn('type_name', 'text', (c) => c.notNull())
    .addColumn('type_name_en', 'text', (c) => c.notNull())
    .addColumn('faces', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('albedo_blank', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('point_source', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('contests')
    .addColumn('contest_type_id', 'integer', (c) => c.notNull().references('contest_types.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('h', REAL)
    .addColumn('w', REAL)
    .addColumn('w1', REAL)
    .addColumn('w2', REAL)
    .addColumn('contest_s', REAL)
    .addColumn('contest_l', REAL)
    .addColumn('contest_a', REAL)
    .addColumn('contest_h1', REAL)
    .addColumn('contest_h2', REAL)
    .addColumn('albedo', REAL)
    .execute();

  await table('brands')
    .addColumn('brand_name', 'text', (c) => c.notNull().unique())
    .addColumn('brand_logo', 'text')
    .addColumn('is_org_state', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await table('photometry_files')
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('lumens', REAL)
    .addColumn('max_intensity', REAL)
    .addColumn('beam_angle', REAL)
    .addColumn('field_angle', REAL)
    .addColumn('input_watts', REAL)
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('lamps')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('lamp_type', 'integer')
    .addColumn('lamp_shape', 'integer')
    .addColumn('color_flag', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('power', REAL)
    .addColumn('work_voltage', 'text')
    .addColumn('authorized_price', REAL)
    .addColumn('long_ns', REAL)
    .addColumn('width_ns', REAL)
    .addColumn('height_ns', REAL)
    .addColumn('beam_angle', REAL)
    .addColumn('color_temperature', REAL)
    .addColumn('protect_level', 'text')
    .addColumn('lum_image', 'text')
    .addColumn('photometry_id', 'integer', (c) => c.references('photometry_files.id'))
    .addColumn('is_audit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  let detections = table('detections')
    .addColumn('contest_id', 'integer', (c) => c.notNull().references('contests.id'))
    .addColumn('contest_type_id', 'integer', (c) => c.notNull().references('contest_types.id'))
    .addColumn('lamp_id', 'integer', (c) => c.notNull().references('lamps.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('data_type', 'text', (c) => c.notNull())
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('surface_type', 'text', (c) => c.notNull().defaultTo('A'))
    .addColumn('rgbwa', 'text', (c) => c.notNull().defaultTo('全亮'))
    .addColumn('storage_id', 'text')
    .addColumn('task_id', 'text')
    .addColumn('pseu_color', 'text')
    .addColumn('view_photo', 'text')
    .addColumn('power', REAL)
    .addColumn('lightness', REAL)
    .addColumn('lightness_ave', REAL)
    .addColumn('lightness_max', REAL)
    .addColumn('evenness', REAL)
    .addColumn('anban_height', REAL)
    .addColumn('lum_size', REAL)
    .addColumn('lum_size_min', REAL);
  for (let i = 1; i <= 10; i++) detections = detections.addColumn(`light_intensity${i}`, REAL);
  await detections.addColumn('created_at', 'text', (c) => c.notNull()).execute();

  await table('weight_presets')
    .addColumn('contest_type_id', 'integer', (c) => c.notNull().references('contest_types.id'))
    .addColumn('weight_code', 'text', (c) => c.notNull())
    .addColumn('weight_name', 'text', (c) => c.notNull())
    .addColumn('weight_name_en', 'text', (c) => c.notNull())
    .addColumn('price', REAL, (c) => c.notNull())
    .addColumn('evenness', REAL, (c) => c.notNull())
    .addColumn('lightness_max', REAL, (c) => c.notNull())
    .addColumn('lightness_min', REAL, (c) => c.notNull())
    .addColumn('lightness_ave', REAL, (c) => c.notNull())
    .addColumn('power_value', REAL, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('column_defs')
    .addColumn('contest_type_id', 'integer', (c) => c.notNull().references('contest_types.id'))
    .addColumn('index_key', 'text', (c) => c.notNull())
    .addColumn('index_name', 'text', (c) => c.notNull())
    .addColumn('index_name_en', 'text', (c) => c.notNull())
    .addColumn('index_unit', 'text')
    .addColumn('index_type', 'integer', (c) => c.notNull())
    .addColumn('test_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('field_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('query_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('index_prefix', 'text')
    .addColumn('control_type', 'text')
    .addColumn('control_dict', 'text')
    .addColumn('effect_index_name', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('template_indices')
    .addColumn('contest_type_id', 'integer', (c) => c.notNull().references('contest_types.id'))
    .addColumn('index_type', 'integer', (c) => c.notNull())
    .addColumn('index_name', 'text', (c) => c.notNull())
    .addColumn('index_name_en', 'text', (c) => c.notNull())
    .addColumn('index_key', 'text', (c) => c.notNull())
    .addColumn('index_prefix', 'text')
    .addColumn('index_unit', 'text')
    .addColumn('index_desc', 'text')
    .addColumn('control_type', 'text', (c) => c.notNull())
    .addColumn('control_input_type', 'text')
    .addColumn('control_dict', 'text')
    .addColumn('query_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('face_type', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('dict_entries')
    .addColumn('index_pinyin', 'text', (c) => c.notNull())
    .addColumn('dict_cont', 'text', (c) => c.notNull())
    .addColumn('dict_cont_en', 'text', (c) => c.notNull())
    .addColumn('dict_extra', 'text')
    .addColumn('dict_remark', 'text')
    .addColumn('dict_video', 'text')
    .addColumn('dict_subtitle', 'text')
    .addColumn('contest_type', 'integer')
    .addColumn('lamp_type', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('angle_rules')
    .addColumn('rule_key', 'text', (c) => c.notNull())
    .addColumn('rule_no', 'text', (c) => c.notNull())
    .addColumn('angle_min', REAL, (c) => c.notNull())
    .addColumn('angle_max', REAL, (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('surface_sketches')
    .addColumn('contest_type_id', 'integer', (c) => c.notNull().references('contest_types.id'))
    .addColumn('contest_describe', 'text', (c) => c.notNull())
    .addColumn('contest_describe_en', 'text', (c) => c.notNull())
    .addColumn('sketch_map_original', 'text', (c) => c.notNull())
    .addColumn('sketch_attr', 'text', (c) => c.notNull())
    .addColumn('template_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('effect_select_flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contest_front_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('sketch_attr_coordinate', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('lamp_sketches')
    .addColumn('lamp_type', 'integer', (c) => c.notNull())
    .addColumn('lamp_type_no', 'text', (c) => c.notNull())
    .addColumn('lamp_shape', 'integer')
    .addColumn('lamp_describe', 'text', (c) => c.notNull())
    .addColumn('sketch_map_original', 'text', (c) => c.notNull())
    .addColumn('lamp_attr', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await table('files')
    .addColumn('save_path', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('lamp_params')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('lampparam_no', 'text', (c) => c.notNull())
    .addColumn('data_status', 'integer', (c) => c.notNull())
    .addColumn('making_way', 'integer')
    .addColumn('contest_type', 'integer')
    .addColumn('lamp_type', 'integer')
    .addColumn('angle_no', 'integer')
    .addColumn('gray_demand', 'integer')
    .addColumn('lamp_power', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('pdf_file_name', 'text')
    .addColumn('pdf_hash', 'text')
    .addColumn('create_date', 'text', (c) => c.notNull())
    .addColumn('update_date', 'text', (c) => c.notNull())
    .execute();

  await table('param_indices')
    .addColumn('lamp_param_id', 'integer', (c) => c.notNull().references('lamp_params.id').onDelete('cascade'))
    .addColumn('face_type', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('create_date', 'text', (c) => c.notNull())
    .addColumn('update_date', 'text', (c) => c.notNull())
    .execute();

  const index = (name: string, tableName: string, columns: string[]) =>
    db.schema.createIndex(name).on(tableName).columns(columns).execute();
  await index('sessions_user', 'sessions', ['user_id']);
  await index('project_members_user', 'project_members', ['user_id']);
  await index('contests_type', 'contests', ['contest_type_id']);
  await index('lamps_brand', 'lamps', ['brand_id']);
  // The selection table filters by type, data type and face, then sorts; brand filter next.
  await index('detections_search', 'detections', ['contest_type_id', 'data_type', 'surface_type']);
  await index('detections_brand', 'detections', ['brand_id', 'contest_type_id']);
  await index('detections_lamp', 'detections', ['lamp_id']);
  await index('detections_contest', 'detections', ['contest_id', 'lamp_id']);
  await index('detections_project', 'detections', ['project_id']);
  await index('weight_presets_type', 'weight_presets', ['contest_type_id']);
  await index('column_defs_type', 'column_defs', ['contest_type_id']);
  await index('template_indices_type', 'template_indices', ['contest_type_id']);
  await index('dict_entries_pinyin', 'dict_entries', ['index_pinyin']);
  await index('surface_sketches_type', 'surface_sketches', ['contest_type_id']);
  await index('lamp_sketches_type', 'lamp_sketches', ['lamp_type']);
  await index('lamp_params_project', 'lamp_params', ['project_id', 'create_date']);
  await index('param_indices_lamp_param', 'param_indices', ['lamp_param_id']);
  void sql;
}
