import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.js';

void describe('runtime configuration', () => {
  void it('keeps uploads beside the database folder, so one DATA_DIR holds a whole installation', () => {
    const config = loadConfig({ DATA_DIR: '/srv/outreach/pglite' });
    assert.equal(config.storageDir, path.resolve('/srv/outreach/objects'));
  });

  void it('takes STORAGE_DIR and the public URLs from the environment, without trailing slashes', () => {
    const config = loadConfig({
      STORAGE_DIR: '/mnt/objects',
      PUBLIC_API_URL: 'https://api.example.test/',
      PUBLIC_APP_URL: 'https://app.example.test//',
      PATIENT_APP_URL: 'https://patients.example.test/',
    });
    assert.equal(config.storageDir, path.resolve('/mnt/objects'));
    assert.equal(config.publicApiUrl, 'https://api.example.test');
    assert.equal(config.publicAppUrl, 'https://app.example.test');
    assert.equal(config.patientAppUrl, 'https://patients.example.test');
  });

  void it('points patient links at the standalone patient app of `npm start` by default', () => {
    assert.equal(loadConfig({}).patientAppUrl, 'http://localhost:3004');
  });

  void it('allows tenants’ SMTP servers no internal network but those SMTP_ALLOWED_NETWORKS lists', () => {
    assert.deepEqual(loadConfig({}).smtpAllowedNetworks, []);
    assert.deepEqual(loadConfig({ DEV_MODE: '1' }).smtpAllowedNetworks, ['127.0.0.1', '::1']);
    assert.deepEqual(loadConfig({ SMTP_ALLOWED_NETWORKS: ' 10.20.0.0/16, fd12::25 ' }).smtpAllowedNetworks, [
      '10.20.0.0/16',
      'fd12::25',
    ]);
    assert.throws(() => loadConfig({ SMTP_ALLOWED_NETWORKS: 'mail.internal' }), /SMTP_ALLOWED_NETWORKS/);
  });

  void it('keeps uploads in the local folder unless STORAGE_DRIVER says s3', () => {
    assert.equal(loadConfig({}).storageDriver, 'local');
    assert.equal(loadConfig({}).s3, undefined);
    assert.equal(loadConfig({ STORAGE_DRIVER: 'local', S3_BUCKET: 'ignored' }).s3, undefined);
  });

  void it('reads the S3 bucket, region, endpoint, path style and prefix', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 'S3',
      S3_BUCKET: 'outreach-uploads',
      S3_REGION: 'eu-west-2',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/production/',
    });
    assert.equal(config.storageDriver, 's3');
    assert.deepEqual(config.s3, {
      bucket: 'outreach-uploads',
      region: 'eu-west-2',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'production',
    });
    const defaults = loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', AWS_REGION: 'ap-south-1' }).s3;
    assert.deepEqual(defaults, {
      bucket: 'b',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  void it('refuses an unknown driver, and s3 without a bucket', () => {
    assert.throws(() => loadConfig({ STORAGE_DRIVER: 'ftp' }), /STORAGE_DRIVER must be 'local' or 's3'/);
    assert.throws(() => loadConfig({ STORAGE_DRIVER: 's3' }), /STORAGE_DRIVER=s3 needs S3_BUCKET/);
    assert.throws(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: ' ' }), /needs S3_BUCKET/);
  });

  void it('takes the job queue and delivery timings that are set, and leaves the rest to the defaults', () => {
    assert.deepEqual(loadConfig({}).jobQueue, {});
    assert.deepEqual(loadConfig({}).delivery, {});
    const config = loadConfig({
      JOB_POLLING_SECONDS: '0.5',
      JOB_SUPERVISE_SECONDS: '',
      DELIVERY_BATCH_SIZE: '200',
      DELIVERY_LANES: '8',
      DELIVERY_LEASE_SECONDS: ' 5 ',
      DELIVERY_HEARTBEAT_SECONDS: '10',
    });
    assert.deepEqual(config.jobQueue, { pollingIntervalSeconds: 0.5 });
    assert.deepEqual(config.delivery, { batchSize: 200, lanes: 8, leaseSeconds: 5, heartbeatSeconds: 10 });
  });

  void it('refuses a timing that is not a number, or below what the queue takes', () => {
    assert.throws(
      () => loadConfig({ DELIVERY_BATCH_SIZE: 'many' }),
      /DELIVERY_BATCH_SIZE must be a whole number of at least 1, not 'many'/,
    );
    assert.throws(() => loadConfig({ DELIVERY_CONCURRENCY: '0' }), /DELIVERY_CONCURRENCY must be/);
    assert.throws(() => loadConfig({ DELIVERY_LANES: '1.5' }), /DELIVERY_LANES must be/);
    assert.throws(() => loadConfig({ DELIVERY_LEASE_SECONDS: '2.5' }), /DELIVERY_LEASE_SECONDS must be/);
    assert.throws(() => loadConfig({ DELIVERY_HEARTBEAT_SECONDS: '5' }), /at least 10/);
    assert.throws(() => loadConfig({ JOB_POLLING_SECONDS: '0.1' }), /JOB_POLLING_SECONDS must be a number/);
  });

  void it('trusts X-Forwarded-For only from the proxies TRUST_PROXY lists', () => {
    for (const none of [undefined, '', 'false', 'no', 'off', '0', ' , ']) {
      assert.equal(loadConfig({ TRUST_PROXY: none }).trustProxy, false, String(none));
    }
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,loopback' }).trustProxy, [
      '10.0.0.0/8',
      '192.0.2.10',
      'loopback',
    ]);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '2001:db8::/32' }).trustProxy, ['2001:db8::/32']);
  });

  void it('refuses a TRUST_PROXY that would believe any client, or that names no address', () => {
    for (const anyone of ['true', 'YES', 'on']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: anyone }),
        /would believe any client's X-Forwarded-For.*List the proxies' addresses or CIDR ranges/,
        anyone,
      );
    }
    for (const hops of ['1', '2']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: hops }), /is a hop count.*List the proxies' addresses/);
    }
    assert.throws(
      () => loadConfig({ TRUST_PROXY: '10.0.0.0/8,proxy.internal' }),
      /TRUST_PROXY: 'proxy.internal' is not an IP address or CIDR range/,
    );
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }), /'10.0.0.0\/33' is not an IP address/);
  });

  void it('stops the server at start, saying what to set, when s3 has no bucket', () => {
    const server = fileURLToPath(new URL('./server.ts', import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, STORAGE_DRIVER: 's3', S3_BUCKET: '' };
    const run = spawnSync(process.execPath, ['--import', 'tsx', server], {
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /STORAGE_DRIVER=s3 needs S3_BUCKET/);
  });
});
