curl -sSLk -XPATCH -HAccept:application/json --data-binary='{"on":true}' --url=https://example.com/api/lamp -uadmin:s3cret
