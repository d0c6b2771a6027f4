// Every shipped migration and its text's sha256 (db/migrate.test.ts compares them with the files).
// A shipped migration never changes: a database that ran it would never get the change, and the
// server refuses to start on one whose applied text differs. Change the schema with a new migration,
// and append its line here: `sha256sum packages/server/src/db/migrations/NNNN_name.sql` gives the hash.
/** File name -> sha256 of its text, in the order they were shipped. */
export const SHIPPED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0001_init.sql': '4adc7da669c4d6fb474522dd18facb45cabafaa5274c9ad37dfac444d4eaa665',
  '0002_llm_limits.sql': '95cafb234a4ba6e9f30b2d0c03d9e3fb30b2a5e8a7f90859414156bb3d4c17ca',
  '0003_login_attempts.sql': 'e2cfad62ed89ecd3e5c447af9634cafef70bfc011fb55304a496af1542a3b1c4',
  '0004_audit_filters.sql': '48e084f2de05532b3a1b2de641338cc08caefbae252b81444fa579ec9913aea6',
  '0005_prompts.sql': 'd9916f13231b33b85cb6ae0e8b21564d37ddfd82a4db63094e4a2955c83fe091',
  '0006_blog.sql': '64da1a2def7b6be85b7fd2555f2e4bff3f10db087d354bc38fd83f2784cc1118',
  '0007_report_settings.sql': 'de4ed157b59a26e39047e7c8ba60e25bbfcb8f3d910279d5d79ac8a50c3a7f93',
  '0008_staffchat.sql': 'cbdb00e70ac5326530f173302407db47e3bff3005ebb49cec25d1363b298b21b',
  '0009_admin_mfa.sql': '188a3bc0a4aa93857717e0809d3abd7ca972339407c1f008d1a590b01596d401',
  '0010_cache_generation.sql': '3d38e35dfc412c704223bf5650814164ff10c4ae59a6961a1a5d2e993cef2964',
  '0011_staffchat_authorship.sql': '201d1715933d2358d998d8987294cfe543d92fb99937e4da16020784945d13ec',
  '0012_staffchat_event_text.sql': 'ab757508ca9382428fe09ebc399c3a291b192b43d510f18919bfdf870f76dc7d',
  '0013_staffchat_limits.sql': '2edfd6e4bcd306b8c5cf79f3bd138ae3f65d328c917061e883532a71fdbcac60',
  '0014_blog_body_html.sql': '21f7635d805476aa64c3300c938aeb437c82245debc90f2ae967069a7c92d934',
  '0015_store_day_rollups.sql': '01becba582eb858a46344f4d6b4231841da14798a5b0b34909d00251d953f08d',
  '0017_service_tokens.sql': 'a30c227d2e5b48d1b60005869e5d150b6a00434f41c304175890dd5cfc1fc2eb',
  '0018_audit_request_id.sql': 'c3d9783c76c3489b4b6ee3c2c8cb443bd96a0f1cdd0b27d378a07dffb2f48712',
  '0019_import_mappings.sql': '1b10ca06756b8dd71a326c4aae119e69ad78422f5e42f0856f202af6d11021a2',
  '0020_store_day_order_indexes.sql': '37ce32874b907773949ed49bbce6c65a5c22e67f8746f704713cb3bc9ee1cd28',
};
